import path from 'node:path';

export interface TConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  sessionTtlHours: number;
  uploadMaxBytes: number;
  webDist: string;
  logLevel: string;
  /** ViaCEP-compatible lookup; `{cep}` is replaced by the eight digits. */
  cepUrl: string;
  /** Nominatim-compatible search (moves the map to a CEP's address); empty turns geocoding off. */
  geocodeUrl: string;
  /** Leaflet tile template handed to the web app; empty means no tiles (the map still takes clicks). */
  mapTileUrl: string;
  /** How often each integration's iCal link is fetched; 0 turns the background sync off. */
  icalSyncMinutes: number;
  icalFetchTimeoutMs: number;
  /** Rentals whose pricing and held nights the public reservation calls keep in memory; 0 turns that off. */
  reservationCacheRentals: number;
  /** Memory for kept availability answers, in MiB. */
  reservationCacheMb: number;
}

/** Documented local defaults (README) used outside production when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
export const LOCAL_ADMIN = { email: 'admin@estadia.local', password: 'Admin123!' } as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    // npm runs the start script inside apps/api; INIT_CWD is where the user typed `npm start`.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Estadia <nao-responda@estadia.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    cepUrl: env.CEP_URL ?? 'https://viacep.com.br/ws/{cep}/json/',
    // Off in tests: the public instance's policy forbids automated traffic; tests bring a local Nominatim.
    geocodeUrl: env.GEOCODE_URL ?? (mode === 'test' ? '' : 'https://nominatim.openstreetmap.org/search'),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    icalSyncMinutes: Number(env.ICAL_SYNC_MINUTES ?? (mode === 'test' ? 0 : 15)),
    icalFetchTimeoutMs: Number(env.ICAL_FETCH_TIMEOUT_MS ?? 15_000),
    reservationCacheRentals: Number(env.RESERVATION_CACHE_RENTALS ?? 10_000),
    reservationCacheMb: Number(env.RESERVATION_CACHE_MB ?? 64),
  };
}
