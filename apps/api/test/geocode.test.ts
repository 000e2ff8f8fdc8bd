import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder, GeocodeServiceError } from '../src/integrations/geocode/geocoder.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import type { TApiClient, TTestApp } from './helpers/test-app.ts';
import { startTestApp } from './helpers/test-app.ts';

/** Answers like nominatim.openstreetmap.org/search?format=jsonv2 does (body shaped after a real answer). */
const NOMINATIM_FOUND = [
  {
    place_id: 10_563_829,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 23_377_593,
    lat: '-23.5503099',
    lon: '-46.6342009',
    category: 'place',
    type: 'square',
    place_rank: 25,
    importance: 0.4261,
    addresstype: 'square',
    name: 'Praça da Sé',
    display_name: 'Praça da Sé, Sé, São Paulo, Região Metropolitana de São Paulo, São Paulo, 01001-000, Brasil',
    boundingbox: ['-23.5512000', '-23.5494000', '-46.6352000', '-46.6331000'],
  },
];

const FOUND = 'Praça da Sé, São Paulo - SP, 01001-000, Brasil';
const UNKNOWN = 'Rua que não existe, Lugar Nenhum - ZZ, Brasil';
const BROKEN = 'provedor quebrado';
const HANGS = 'provedor parado';
const NOT_A_LIST = 'resposta estranha';
const NO_COORDINATES = 'lugar sem ponto';
const PUBLIC_URL = 'https://estadia.example.test';

interface TProviderRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

let provider: http.Server;
let providerUrl: string;
const requested: TProviderRequest[] = [];
let t: TTestApp;
let firm: TCompanyFixture;
let company: TApiClient;

function startProvider() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider.test');
    requested.push({ path: url.pathname, params: url.searchParams, userAgent: req.headers['user-agent'] });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams.get('q');
    if (q === FOUND) return json(200, NOMINATIM_FOUND);
    if (q === BROKEN) return json(500, { error: { code: 500, message: 'Internal Server Error' } });
    if (q === HANGS) return; // never answers
    if (q === NOT_A_LIST) return json(200, { error: 'Unable to geocode' });
    if (q === NO_COORDINATES) return json(200, [{ place_id: 1, display_name: 'Sem ponto' }]);
    return json(200, []);
  });
  return new Promise<http.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const lastRequest = () => requested[requested.length - 1];

beforeAll(async () => {
  provider = await startProvider();
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/search`;
  t = await startTestApp({ config: { geocodeUrl: providerUrl, icalFetchTimeoutMs: 300, publicUrl: PUBLIC_URL } });
  firm = await createCompany(t, await platformAdmin(t));
  company = firm.api;
});
afterAll(async () => {
  await t?.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe('GET /api/geocode', () => {
  it('answers the point of an address found, asking the provider like Nominatim wants', async () => {
    const res = await company.get('/geocode', { q: FOUND });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ latitude: -23.5503099, longitude: -46.6342009 });
    // Only this user's browser may keep it, for a day.
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const sent = lastRequest();
    expect(sent?.path).toBe('/search');
    expect(Object.fromEntries(sent?.params ?? [])).toEqual({
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'br',
      q: FOUND,
    });
    expect(sent?.userAgent).toBe(`Estadia/1.0 (+${PUBLIC_URL})`);
  });

  it('answers 404 when the provider finds nothing', async () => {
    const res = await company.get('/geocode', { q: UNKNOWN });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Endereço não encontrado.',
      additionalData: null,
    });
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers 502 when the provider fails, does not answer in time, or answers something unusable', async () => {
    for (const q of [BROKEN, HANGS, NOT_A_LIST, NO_COORDINATES]) {
      const res = await company.get('/geocode', { q });
      expect(res.status, q).toBe(502);
      expect(res.body).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'Serviço de mapas indisponível.',
        additionalData: null,
      });
    }
  });

  it('answers 401 to a caller without a session, without asking the provider', async () => {
    const before = requested.length;
    const res = await t.api.get('/geocode', { q: FOUND });
    expect(res.status).toBe(401);
    expect(requested.length).toBe(before);
  });

  it('refuses an empty or missing address with 400 without asking the provider', async () => {
    const before = requested.length;
    for (const query of [{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(301) }]) {
      const res = await company.get('/geocode', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect(requested.length).toBe(before);
  });
});

describe('Geocoder', () => {
  it('reports a provider that cannot be reached as a service failure (the route answers it with 502)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const geocode = createGeocoder(`http://127.0.0.1:${port}/search`, { timeoutMs: 1000, userAgent: 'Estadia/1.0' });
    await expect(geocode(FOUND)).rejects.toBeInstanceOf(GeocodeServiceError);
  });

  it('keeps its own requests apart: one whose turn would come after its deadline is refused unasked', async () => {
    const geocode = createGeocoder(providerUrl, { timeoutMs: 2000, userAgent: 'Estadia/1.0', minIntervalMs: 60_000 });
    const before = requested.length;
    await expect(geocode(FOUND)).resolves.toEqual({ latitude: -23.5503099, longitude: -46.6342009 });
    await expect(geocode(FOUND)).rejects.toBeInstanceOf(GeocodeServiceError);
    expect(requested.length).toBe(before + 1);
  });

  it('keeps the query parameters of the configured address (a provider key, say)', async () => {
    const geocode = createGeocoder(`${providerUrl}?key=segredo`, { timeoutMs: 2000, userAgent: 'Estadia/1.0' });
    await geocode(FOUND);
    expect(lastRequest()?.params.get('key')).toBe('segredo');
    expect(lastRequest()?.params.get('q')).toBe(FOUND);
  });
});

describe('GET /api/geocode turned off (GEOCODE_URL empty)', () => {
  it('answers 503 to a signed-in caller and 401 to anyone else', async () => {
    const off = await startTestApp({ config: { geocodeUrl: '' } });
    try {
      const admin = await platformAdmin(off);
      const res = await admin.get('/geocode', { q: FOUND });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Geocodificação desativada.',
        additionalData: null,
      });
      expect((await off.api.get('/geocode', { q: FOUND })).status).toBe(401);
    } finally {
      await off.close();
    }
  });
});

// Last: it spends this company user's allowance.
describe('Geocoding rate limit', () => {
  it('allows 30 lookups a minute per user, then answers 429; another user still gets answers', async () => {
    let status = 200;
    let calls = 0;
    while (status !== 429 && calls < 40) {
      status = (await company.get('/geocode', { q: UNKNOWN })).status;
      calls++;
    }
    expect(status).toBe(429);
    // Earlier tests of this file already spent some of the 30.
    expect(calls).toBeLessThanOrEqual(31);
    expect(calls).toBeGreaterThan(15);
    // Any signed-in user may geocode: the form's permission is checked where the form saves.
    const other = await createCompanyUser(t, firm, ['CLIENT:LIST']);
    expect((await other.api.get('/geocode', { q: FOUND })).status).toBe(200);
  });
});
