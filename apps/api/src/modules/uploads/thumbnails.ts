import sharp from 'sharp';

/** Lists and galleries show photos at most this wide; the original stays for the full view. */
export const THUMBNAIL_WIDTH = 480;
/** Phone cameras reach ~50 MP; beyond this a small upload can still expand into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Stored beside the original, so a client derives it from the reference it already holds. */
export const thumbnailNameOf = (storedName: string) => `thumb-${storedName}.webp`;

export class UnreadableImageError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'too_large',
    options?: ErrorOptions,
  ) {
    super(`unreadable image (${reason})`, options);
  }
}

/**
 * A webp at most THUMBNAIL_WIDTH wide (never enlarged), turned upright by its EXIF orientation. Decoding the whole
 * image is also the check that it is one: a file with a PNG header and garbage after it is refused here.
 */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch (err) {
    const tooLarge = /pixel limit/i.test((err as Error).message);
    throw new UnreadableImageError(tooLarge ? 'too_large' : 'corrupt', { cause: err });
  }
}
