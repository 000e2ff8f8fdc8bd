export type TFileKind = { ext: 'jpg' | 'png' | 'pdf'; contentType: string; image: boolean };

const KINDS: { magic: number[]; kind: TFileKind }[] = [
  { magic: [0xff, 0xd8, 0xff], kind: { ext: 'jpg', contentType: 'image/jpeg', image: true } },
  {
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    kind: { ext: 'png', contentType: 'image/png', image: true },
  },
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: { ext: 'pdf', contentType: 'application/pdf', image: false } },
];

/** The file's type by its first bytes, never by its name: a renamed script stays a script. */
export function sniffFileKind(body: Buffer): TFileKind | null {
  return KINDS.find(({ magic }) => body.length >= magic.length && magic.every((b, i) => body[i] === b))?.kind ?? null;
}

export function contentTypeOfStoredName(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.pdf')) return 'application/pdf';
  return 'image/jpeg';
}
