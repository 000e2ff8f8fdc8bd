import type { TGeocodePoint } from '@estadia/shared';

/** The point of a free-text address; null when the provider knows no such place. Throws when it cannot answer. */
export type TGeocoder = (address: string) => Promise<TGeocodePoint | null>;

/** The geocoding service failed (network, timeout, non-2xx, unreadable answer, too busy): not the caller's fault. */
export class GeocodeServiceError extends Error {}

export interface TGeocoderOptions {
  timeoutMs: number;
  /** Sent on every request: Nominatim's usage policy refuses anonymous or library-default agents. */
  userAgent: string;
  /**
   * Least time between two requests of this process. By default one second for the public Nominatim, whose policy
   * allows no more, and none for a self-hosted or commercial Nominatim-compatible service.
   */
  minIntervalMs?: number;
}

/** The public instance, whose usage policy asks for one request a second at most and an identifying User-Agent. */
const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';

/** Our User-Agent for outbound calls, naming the installation so a provider can reach whoever runs it. */
export const estadiaUserAgent = (publicUrl: string) => `Estadia/1.0 (+${publicUrl})`;

const coordinate = (v: unknown) => (typeof v === 'string' && v.trim() ? Number(v) : typeof v === 'number' ? v : NaN);

/**
 * A Nominatim-compatible search: GET `searchUrl?format=jsonv2&limit=1&countrycodes=br&q=<address>`, which answers
 * `[{"lat": "-23.55", "lon": "-46.63", …}]` for a place found and `[]` for none. Brazil only: every address we
 * geocode comes from a Brazilian CEP, and the restriction keeps a homonym abroad out of the answer.
 */
export function createGeocoder(searchUrl: string, options: TGeocoderOptions): TGeocoder {
  // Parsed once: a malformed GEOCODE_URL stops the start, not every request.
  const base = new URL(searchUrl);
  const interval = options.minIntervalMs ?? (base.hostname === PUBLIC_NOMINATIM_HOST ? 1000 : 0);
  // When the next request of this process may start. Reserved synchronously, so concurrent callers queue in order.
  let nextFree = 0;

  /** How long this request must wait for its turn; refused outright when the turn would come after its deadline. */
  const reserveTurn = () => {
    const now = Date.now();
    const start = Math.max(now, nextFree);
    if (start - now >= options.timeoutMs) throw new GeocodeServiceError('Geocoding service busy: too many requests');
    nextFree = start + interval;
    return start - now;
  };

  return async (address) => {
    const q = address.trim();
    if (!q) return null;
    const url = new URL(base);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    url.searchParams.set('countrycodes', 'br');
    url.searchParams.set('q', q);

    const wait = interval > 0 ? reserveTurn() : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'accept-language': 'pt-BR', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new GeocodeServiceError(`Geocoding service unreachable: ${(err as Error).message}`, { cause: err });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocodeServiceError(`Geocoding service answered HTTP ${response.status}`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (err) {
      throw new GeocodeServiceError('Geocoding service answered something other than JSON', { cause: err });
    }
    if (!Array.isArray(answer)) throw new GeocodeServiceError('Geocoding service answered something other than a list');
    if (answer.length === 0) return null;
    const first = answer[0] as { lat?: unknown; lon?: unknown } | null;
    const latitude = coordinate(first?.lat);
    const longitude = coordinate(first?.lon);
    // A place without a usable point is a broken provider, not an unknown address.
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
      throw new GeocodeServiceError('Geocoding service answered a place without valid coordinates');
    }
    return { latitude, longitude };
  };
}
