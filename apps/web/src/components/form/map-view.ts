import type { TPosition } from './coordinates.ts';

/** The position field's map (backoffice §2.5 and §9): where it opens and how close it gets. */

export const MAP_HEIGHT = 400;
/** About the centre of Brazil. */
export const MAP_DEFAULT_CENTER: TPosition = [-15.8, -47.86];
export const MAP_ZOOM = {
  /** Without a position: the whole country. */
  empty: 4,
  /** Opening on a stored position. */
  value: 14,
  /** Typed or pasted coordinates: street level. */
  typed: 17,
  /** The address of a CEP (spec §2.5): the street, the host then clicks the exact spot. */
  cep: 16,
} as const;

export interface TMapView {
  center: TPosition;
  zoom: number;
}

export function initialMapView(position: TPosition | null): TMapView {
  return position ? { center: position, zoom: MAP_ZOOM.value } : { center: MAP_DEFAULT_CENTER, zoom: MAP_ZOOM.empty };
}

/**
 * A clicked point as stored: longitude brought back into -180..180 (the map repeats the world sideways, so a click
 * after panning far east reads 200°) and six decimals, about 10 cm, so a click does not store float noise.
 */
export function pickedPosition(lat: number, lng: number): TPosition {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const round = (n: number) => Math.round(n * 1e6) / 1e6 || 0;
  return [round(Math.max(-90, Math.min(90, lat))), round(wrapped === -180 && lng > 0 ? 180 : wrapped)];
}

/** The position in words, for everyone (and read aloud when it changes). */
export function describePosition(position: TPosition | null): string {
  if (!position) return 'Nenhuma localização marcada.';
  return `Latitude ${position[0]}, longitude ${position[1]}`;
}

/** OpenStreetMap's tiles may only be shown with their credit; other providers bring their own terms. */
export function tileAttribution(tileUrl: string): string | undefined {
  return /openstreetmap\.(org|fr|de)/i.test(tileUrl)
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : undefined;
}
