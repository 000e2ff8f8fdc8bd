/** Reading a position (backoffice §2.5) from a pasted Google Maps link or from coordinate text. */

export type TPosition = [number, number];

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
const URL_PATTERNS = [
  new RegExp(`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(`@${NUMBER},${NUMBER}`),
  new RegExp(`[?&](?:q|query|ll|center|destination)=${NUMBER},\\s*${NUMBER}`),
];
const PLAIN = new RegExp(`^\\s*${NUMBER}\\s*[,;\\s]\\s*${NUMBER}\\s*$`);

export function isValidPosition(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The position in the text and whether it came from a link; null when none or out of range. */
export function parseCoordinates(text: string): { position: TPosition; fromUrl: boolean } | null {
  const trimmed = text.trim();
  const fromUrl = /^https?:\/\//i.test(trimmed);
  const decoded = fromUrl ? safeDecode(trimmed) : trimmed;
  const patterns = fromUrl ? URL_PATTERNS : [PLAIN];
  for (const pattern of patterns) {
    const match = pattern.exec(decoded);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (isValidPosition(lat, lng)) return { position: [lat, lng], fromUrl };
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A stored position as [latitude, longitude], whatever shape it arrived in. */
export function asPosition(value: unknown): TPosition | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [lat, lng] = value.map(Number) as [number, number];
  return isValidPosition(lat, lng) ? [lat, lng] : null;
}
