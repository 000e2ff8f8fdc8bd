import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CepServiceError, createCepLookup } from '../src/integrations/cep/cep-lookup.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

/** Answers like viacep.com.br/ws/{cep}/json/ does (bodies copied from real answers). */
const VIACEP_FOUND = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};
const VIACEP_400_PAGE =
  '<!DOCTYPE HTML><html><head><title>ViaCEP 400</title></head><body><h3>Http 400</h3></body></html>';

const FOUND = '01001000';
const NOT_FOUND_STRING = '99999999'; // today's ViaCEP: {"erro": "true"}
const NOT_FOUND_BOOLEAN = '99999998'; // older ViaCEP: {"erro": true}
const MALFORMED_FOR_PROVIDER = '40000000';
const BROKEN = '50000000';
const HANGS = '70000000';

let provider: http.Server;
let providerUrl: string;
const requested: string[] = [];
let t: TTestApp;

function startProvider() {
  const server = http.createServer((req, res) => {
    const digits = /^\/ws\/([^/]+)\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    requested.push(digits);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body, null, 2));
    };
    if (digits === FOUND) return json(200, VIACEP_FOUND);
    if (digits === NOT_FOUND_STRING) return json(200, { erro: 'true' });
    if (digits === NOT_FOUND_BOOLEAN) return json(200, { erro: true });
    if (digits === BROKEN) return json(500, { message: 'Internal Server Error' });
    if (digits === HANGS) return; // never answers
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    res.end(VIACEP_400_PAGE);
  });
  return new Promise<http.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  provider = await startProvider();
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/ws/{cep}/json/`;
  t = await startTestApp({
    config: { cepUrl: providerUrl, icalFetchTimeoutMs: 300, mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' },
  });
});
afterAll(async () => {
  await t?.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe('GET /api/cep/:cep', () => {
  it('answers the address of a CEP without a session, with or without the dash', async () => {
    for (const cep of ['01001-000', '01001000']) {
      const res = await t.api.get(`/cep/${cep}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        neibor: 'Sé',
        city: 'São Paulo',
        uf: 'SP',
      });
    }
    expect(requested.slice(-2)).toEqual([FOUND, FOUND]);
  });

  it('refuses anything but eight digits with 400 without asking the provider', async () => {
    const before = requested.length;
    for (const cep of ['0100100', '010010000', '01001-00a', 'abcdefgh', '00000-000', '01.001-000']) {
      const res = await t.api.get(`/cep/${encodeURIComponent(cep)}`);
      expect(res.status, cep).toBe(400);
      expect(res.body.message).toBe('CEP inválido');
      expect(res.body.additionalData).toEqual({ cep: 'CEP inválido' });
    }
    expect(requested.length).toBe(before);
  });

  it('answers 404 when the provider does not know the CEP (both ways ViaCEP says so, and its 400)', async () => {
    for (const cep of [NOT_FOUND_STRING, NOT_FOUND_BOOLEAN, MALFORMED_FOR_PROVIDER]) {
      const res = await t.api.get(`/cep/${cep}`);
      expect(res.status, cep).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'CEP não encontrado.',
        additionalData: null,
      });
    }
  });

  it('answers 502 when the provider fails or does not answer in time', async () => {
    for (const cep of [BROKEN, HANGS]) {
      const res = await t.api.get(`/cep/${cep}`);
      expect(res.status, cep).toBe(502);
      expect(res.body).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'Serviço de CEP indisponível.',
        additionalData: null,
      });
    }
  });

  it('reports a provider that cannot be reached as a service failure (the route answers it with 502)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const lookup = createCepLookup(`http://127.0.0.1:${port}/ws/{cep}/json/`, { timeoutMs: 1000 });
    await expect(lookup(FOUND)).rejects.toBeInstanceOf(CepServiceError);
  });
});

describe('GET /api/config/public', () => {
  it('gives the map tile address without a session', async () => {
    const res = await t.api.get('/config/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
  });
});

// Last: it spends this address's allowance.
describe('CEP rate limit', () => {
  it('allows 60 lookups a minute per address, then answers 429', async () => {
    let status = 200;
    let calls = 0;
    while (status !== 429 && calls < 70) {
      status = (await t.api.get(`/cep/${FOUND}`)).status;
      calls++;
    }
    expect(status).toBe(429);
    // Earlier tests of this file already spent some of the 60.
    expect(calls).toBeLessThanOrEqual(61);
    expect(calls).toBeGreaterThan(40);
  });
});
