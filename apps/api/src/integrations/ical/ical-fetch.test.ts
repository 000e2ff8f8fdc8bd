import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendarFeed, ICalFetchError } from './ical-fetch.ts';

const AIRBNB = readFileSync(new URL('./fixtures/airbnb.ics', import.meta.url), 'utf8');
const TIMEOUT_MS = 5_000;

// The routes answer like an OTA's feed host would: the calendar, errors, a redirect, and misbehaving servers.
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/airbnb.ics': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(AIRBNB);
  },
  '/gzip.ics': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
    res.end(gzipSync(AIRBNB));
  },
  '/moved.ics': (_req, res) => {
    res.writeHead(301, { location: '/airbnb.ics' });
    res.end();
  },
  '/headers': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(JSON.stringify({ accept: req.headers.accept, userAgent: req.headers['user-agent'] }));
  },
  '/missing.ics': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html>Not found</html>');
  },
  '/broken.ics': (_req, res) => {
    res.writeHead(503);
    res.end();
  },
  '/silent.ics': () => {
    // Never answers: the deadline has to end the request.
  },
  '/stalls.ics': (_req, res) => {
    // Sends the headers and a first chunk, then nothing more.
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
  },
  '/declared-big.ics': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(2048) });
    res.end('x'.repeat(2048));
  },
  '/huge.ics': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end('z'.repeat(5 * 1024 * 1024 + 1));
  },
  '/streamed-big.ics': (_req, res) => {
    // Chunked, no Content-Length: only counting the bytes received can stop it.
    res.writeHead(200, { 'content-type': 'text/calendar' });
    for (let i = 0; i < 8; i++) res.write('y'.repeat(512));
    res.end();
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (route) route(req, res);
    else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<ICalFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ICalFetchError);
  return error as ICalFetchError;
}

describe('fetchCalendarFeed', () => {
  it('returns the status and the body of a calendar answered with 200', async () => {
    expect(await fetchCalendarFeed(`${base}/airbnb.ics`, { timeoutMs: TIMEOUT_MS })).toEqual({
      status: 200,
      text: AIRBNB,
    });
  });

  it('follows redirects and decompresses gzip', async () => {
    expect((await fetchCalendarFeed(`${base}/moved.ics`, { timeoutMs: TIMEOUT_MS })).text).toBe(AIRBNB);
    expect((await fetchCalendarFeed(`${base}/gzip.ics`, { timeoutMs: TIMEOUT_MS })).text).toBe(AIRBNB);
  });

  it('asks for a calendar and names itself', async () => {
    const { text } = await fetchCalendarFeed(`${base}/headers`, { timeoutMs: TIMEOUT_MS });
    expect(JSON.parse(text)).toEqual({
      accept: expect.stringContaining('text/calendar'),
      userAgent: expect.stringContaining('Estadia'),
    });
  });

  it('reports the HTTP status of an error answer', async () => {
    const notFound = await failure(fetchCalendarFeed(`${base}/missing.ics`, { timeoutMs: TIMEOUT_MS }));
    expect(notFound).toMatchObject({ status: 404, message: 'O calendário respondeu com HTTP 404.' });
    const unavailable = await failure(fetchCalendarFeed(`${base}/broken.ics`, { timeoutMs: TIMEOUT_MS }));
    expect(unavailable).toMatchObject({ status: 503, message: 'O calendário respondeu com HTTP 503.' });
  });

  it('gives up at the deadline when the server does not answer, or stops sending', async () => {
    const silent = await failure(fetchCalendarFeed(`${base}/silent.ics`, { timeoutMs: 300 }));
    expect(silent).toMatchObject({
      status: null,
      message: 'Não foi possível acessar o link do calendário: o servidor não respondeu em 0,3 s.',
    });
    const stalls = await failure(fetchCalendarFeed(`${base}/stalls.ics`, { timeoutMs: 300 }));
    expect(stalls).toMatchObject({
      status: null,
      message: 'Não foi possível acessar o link do calendário: o servidor não respondeu em 0,3 s.',
    });
  });

  it('refuses a body larger than the limit, declared or streamed', async () => {
    const declared = await failure(
      fetchCalendarFeed(`${base}/declared-big.ics`, { timeoutMs: TIMEOUT_MS, maxBytes: 1024 }),
    );
    expect(declared).toMatchObject({ status: 200, message: 'O calendário excede o tamanho máximo de 1 KB.' });
    const streamed = await failure(
      fetchCalendarFeed(`${base}/streamed-big.ics`, { timeoutMs: TIMEOUT_MS, maxBytes: 1024 }),
    );
    expect(streamed).toMatchObject({ status: 200, message: 'O calendário excede o tamanho máximo de 1 KB.' });
    // A body of exactly the limit is fine.
    expect(
      (await fetchCalendarFeed(`${base}/streamed-big.ics`, { timeoutMs: TIMEOUT_MS, maxBytes: 4096 })).text,
    ).toHaveLength(4096);
  });

  it('states the default limit of 5 MB', async () => {
    const error = await failure(fetchCalendarFeed(`${base}/huge.ics`, { timeoutMs: TIMEOUT_MS }));
    expect(error.message).toBe('O calendário excede o tamanho máximo de 5 MB.');
  });

  it('explains a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(fetchCalendarFeed(`http://127.0.0.1:${port}/cal.ics`, { timeoutMs: TIMEOUT_MS }));
    expect(error).toMatchObject({
      status: null,
      message: 'Não foi possível acessar o link do calendário: conexão recusada.',
    });
  });

  it('accepts only http and https links', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'file:///etc/passwd', 'webcal://example.com/cal.ics']) {
      const error = await failure(fetchCalendarFeed(url, { timeoutMs: TIMEOUT_MS }));
      expect(error).toMatchObject({
        status: null,
        message: 'O link do calendário deve começar com http:// ou https://.',
      });
    }
    const invalid = await failure(fetchCalendarFeed('airbnb.com/calendar', { timeoutMs: TIMEOUT_MS }));
    expect(invalid).toMatchObject({ status: null, message: 'O link do calendário não é um endereço válido.' });
  });
});
