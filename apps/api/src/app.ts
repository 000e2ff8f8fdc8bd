import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type onSendHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { AppError } from './core/app-error.ts';
import { registerAuthentication } from './core/authentication.ts';
import { registerErrorHandling } from './core/http-errors.ts';
import { resourceRoutes } from './core/resource/resource-routes.ts';
import { createResourceService } from './core/resource/resource-service.ts';
import type { TChangeFeed } from './db/change-feed.ts';
import type { TDatabase, TDb } from './db/client.ts';
import { createCepLookup } from './integrations/cep/cep-lookup.ts';
import { createGeocoder, estadiaUserAgent } from './integrations/geocode/geocoder.ts';
import type { TMailer } from './integrations/mail/mailer.ts';
import { createOutboxMailer } from './integrations/mail/outbox-mailer.ts';
import { createSmtpMailer } from './integrations/mail/smtp-mailer.ts';
import { createLocalStorage } from './integrations/storage/local-storage.ts';
import { createICalSyncJob } from './jobs/ical-sync-job.ts';
import { cepRoutes } from './modules/cep/cep-routes.ts';
import { geocodeRoutes } from './modules/cep/geocode-routes.ts';
import { holidaysRoutes } from './modules/holidays/holidays-routes.ts';
import { icalRoutes } from './modules/ical/ical-routes.ts';
import { createICalSync } from './modules/integrations/ical-sync.ts';
import { integrationsRoutes } from './modules/integrations/integrations-routes.ts';
import { loginRoutes } from './modules/login/login-routes.ts';
import { createLoginService, DEFAULT_LOGIN_LIMITS, type TLoginLimits } from './modules/login/login-service.ts';
import { publicConfigRoutes } from './modules/public-config/public-config-routes.ts';
import { createReservationCache } from './modules/reservation/reservation-cache.ts';
import { reservationRoutes } from './modules/reservation/reservation-routes.ts';
import { RESOURCES } from './modules/resources.ts';
import { uploadsRoutes } from './modules/uploads/uploads-routes.ts';

export interface TAppDeps {
  config: TConfig;
  db: TDb;
  /** Committed changes, for the in-memory caches; without it nothing is cached. */
  changes?: TChangeFeed;
  mailer?: TMailer;
  loginLimits?: TLoginLimits;
}

/** The change feed the app's caches follow; none when they are off (no LISTEN connection is held then). */
export async function openChangeFeedFor(config: TConfig, database: TDatabase): Promise<TChangeFeed | undefined> {
  return config.reservationCacheRentals > 0 ? database.openChangeFeed() : undefined;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Query strings can carry credentials (GET /login/login): they never reach the log. */
const requestSerializer = (request: { method: string; url: string; ip: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  ip: request.ip,
});

export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestSerializer } },
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The API speaks JSON (and multipart for uploads): a text/plain body is refused with 415, not parsed as a string.
  app.removeContentTypeParser('text/plain');
  registerAuthentication(app, db);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Estadia API', version: '1.0.0', description: 'API do Estadia (pt-BR). Autenticação: Bearer.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const mailer =
    deps.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log));
  const login = createLoginService({
    db,
    mailer,
    sessionTtlHours: config.sessionTtlHours,
    limits: deps.loginLimits ?? DEFAULT_LOGIN_LIMITS,
  });
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const icalSync = createICalSync({
    db,
    mailer,
    log: app.log,
    fetchTimeoutMs: config.icalFetchTimeoutMs,
    intervalMinutes: config.icalSyncMinutes,
  });
  const icalSyncJob = createICalSyncJob({ db, sync: icalSync, log: app.log, intervalMinutes: config.icalSyncMinutes });
  app.decorate('icalSyncJob', icalSyncJob);
  // Polling starts once the app is ready (migrated, listening) and ends before the database is closed.
  app.addHook('onReady', async () => icalSyncJob.start());
  app.addHook('onClose', () => icalSyncJob.stop());

  const reservationCache = createReservationCache(deps.changes ?? null, {
    maxRentals: config.reservationCacheRentals,
    maxAnswerBytes: config.reservationCacheMb * 1024 * 1024,
  });

  await app.register(
    async (api) => {
      // Read-your-writes: a successful write answers only once the caches have heard of its changes, so the
      // caller's next read (a new reservation's nights, a new price) is never served from before it.
      const changes = deps.changes;
      if (changes && config.reservationCacheRentals > 0) {
        const fence: onSendHookHandler = async (_request, reply, payload) => {
          if (reply.statusCode < 400) await changes.fence();
          return payload;
        };
        // Only on the write routes: a read has nothing to wait for.
        api.addHook('onRoute', (route) => {
          if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
          route.onSend = [...[route.onSend ?? []].flat(), fence];
        });
      }
      loginRoutes(api, { db, login });
      for (const def of RESOURCES) resourceRoutes(api, createResourceService(db, def));
      await uploadsRoutes(api, { db, storage, maxBytes: config.uploadMaxBytes });
      // One outbound timeout setting serves every provider; a person waiting on a CEP waits at most 5 s.
      const cepLookup = createCepLookup(config.cepUrl, { timeoutMs: Math.min(config.icalFetchTimeoutMs, 5000) });
      cepRoutes(api, { db, lookup: cepLookup });
      const geocode = config.geocodeUrl
        ? createGeocoder(config.geocodeUrl, {
            timeoutMs: Math.min(config.icalFetchTimeoutMs, 5000),
            userAgent: estadiaUserAgent(config.publicUrl),
          })
        : null;
      geocodeRoutes(api, { db, geocode });
      integrationsRoutes(api, { db, sync: icalSync });
      icalRoutes(api, { db });
      holidaysRoutes(api, { db });
      reservationRoutes(api, { db, cache: reservationCache });
      publicConfigRoutes(api, config);
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      api.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist);
  return app;
}

/** The built web app on the same port; any other GET outside /api falls back to index.html (client-side routes). */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return;
  // Files are looked up per request (not listed at start), so a rebuilt web app is served without a restart.
  await app.register(fastifyStatic, { root: webDist, serve: false });
  app.get('/*', (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/')) throw AppError.notFound(`Rota não encontrada: GET ${pathname}`);
    const file = path.join(webDist, pathname);
    if (file.startsWith(webDist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      // Hashed build assets never change under the same name.
      const immutable = pathname.startsWith('/assets/');
      return reply.sendFile(path.relative(webDist, file), { immutable, maxAge: immutable ? '1y' : 0 });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
