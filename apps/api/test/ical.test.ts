import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn } from '@estadia/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { integrations, outboxMails } from '../src/db/schema.ts';
import { createOutboxMailer } from '../src/integrations/mail/outbox-mailer.ts';
import { createICalSyncJob } from '../src/jobs/ical-sync-job.ts';
import { createICalSync } from '../src/modules/integrations/ical-sync.ts';
import { createCompany, createCompanyUser, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { pictureOf } from './helpers/lodging.ts';
import { otaFeed } from './helpers/ota-feed.ts';
import { apiClient, startTestApp, type TApiClient, type TTestApp } from './helpers/test-app.ts';

/**
 * The iCal round trip against a local server answering like Airbnb's calendar export: our feed read back by
 * node-ical, imported feeds blocking, moving and freeing nights, failures kept visible, conflicts with reservations
 * kept apart and e-mailed, feed keys revoked, and one company never reaching another's integrations.
 */

const UNAVAILABLE = 'As datas escolhidas não estão disponíveis para esta hospedagem.';
const GUEST = { name: 'Conceição Sigilosa', phone: '(11) 97654-3210', email: 'conceicao.sigilosa@example.com' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Registro não encontrado.', additionalData: null };

/** Day `n` days from today in São Paulo: imports skip stays that are over and availability refuses past days. */
const D = (n: number) => addDays(todayIn('America/Sao_Paulo'), n);
const nights = (first: number, count: number) => Array.from({ length: count }, (_, i) => D(first + i));

let t: TTestApp;
let admin: TApiClient;
let A: TCompanyFixture;
let B: TCompanyFixture;
let companyEmailA: string;
let feedServer: http.Server;
let feedBase: string;
const feeds = new Map<string, { status: number; body: string; type?: string }>();
const hits = new Map<string, number>();
let seq = 0;

function serveFeed(name: string, body: string, status = 200, type = 'text/calendar; charset=utf-8') {
  feeds.set(`/${name}.ics`, { status, body, type });
  return `${feedBase}/${name}.ics`;
}

async function createRental(company: TCompanyFixture, name = `Casa ${++seq}`) {
  const res = await company.api.post('/rentals', {
    name,
    defaultPrice: 20_000,
    useDefaultPrice: true,
    pricesByDay: Array(8).fill(20_000),
    images: [await pictureOf(t, company)],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

function createOrder(company: TCompanyFixture, rentalId: number, days: string[], status = 'pending') {
  return company.api.post('/orders', {
    rentalId,
    status,
    days,
    valuesDaily: days.map(() => 20_000),
    clients: [GUEST],
    products: [],
  });
}

async function createIntegration(company: TCompanyFixture, rentalId: number, icalLink: string) {
  const res = await company.api.post('/integrations', { name: `Airbnb ${++seq}`, rentalId, icalLink });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; feedKey: string; name: string };
}

async function syncNow(company: TCompanyFixture, id: number) {
  const res = await company.api.post('/integrations/syncNow', undefined, { id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function blocks(company: TCompanyFixture, id: number) {
  const res = await company.api.get('/integrations/blocks', { id });
  expect(res.status).toBe(200);
  return res.body as {
    id: number;
    uid: string;
    startDay: string;
    endDay: string;
    conflict: boolean;
    conflictingOrders: { id: number; code: string }[];
  }[];
}

async function unavailableDays(rentalId: number, from: string, to: string) {
  const res = await t.api.get('/reservation/getRentalAvailability', { rentalId, startDate: from, endDate: to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { date: string; isAvailable: boolean }[]).filter((d) => !d.isAvailable).map((d) => d.date);
}

/** The nights the block holds in the database, as '[start,end)' ranges. */
async function heldByBlock(blockId: number) {
  const rows = await queryRows<{ start: string; end: string }>(
    t.db,
    sql`SELECT lower(stay)::text AS "start", upper(stay)::text AS "end" FROM occupancies WHERE block_id = ${blockId}
        ORDER BY lower(stay)`,
  );
  return rows.map((r) => [r.start, r.end]);
}

function feedUrl(id: number, key: string) {
  return `/ical/generate/${id}?key=${encodeURIComponent(key)}`;
}

async function readFeed(id: number, key: string) {
  const res = await fetch(`${t.url}/api${feedUrl(id, key)}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** 'YYYY-MM-DD' of a node-ical all-day date (a local midnight). */
function dayOf(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function eventsOf(text: string) {
  return Object.values(ical.sync.parseICS(text))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .map((e) => ({
      uid: e.uid,
      start: dayOf(e.start),
      end: dayOf(e.end as Date),
      summary: e.summary,
      allDay: e.datetype,
    }))
    .sort((a, b) => (a.start < b.start ? -1 : 1));
}

async function conflictMails(to: string) {
  return t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), like(outboxMails.subject, 'Conflito de calendário%')));
}

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] as string;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const feed = feeds.get(path);
    if (!feed) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    res.writeHead(feed.status, { 'content-type': feed.type ?? 'text/calendar' }).end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await startTestApp();
  admin = await platformAdmin(t);
  A = await createCompany(t, admin, 'Pousada Alfa');
  B = await createCompany(t, admin, 'Pousada Beta');
  companyEmailA = (await admin.get(`/companys/${A.id}`)).body.email;
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

describe('iCal export', () => {
  it('lists the pending and paid reservations and the other integrations’ blocks as all-day events, never its own blocks nor guest data', async () => {
    const rental = await createRental(A, 'Chalé da Serra');
    const other = await createRental(A);
    const own = await createIntegration(
      A,
      rental,
      serveFeed('export-own', otaFeed([{ uid: 'own-1@airbnb.com', start: D(20), end: D(23) }])),
    );
    const sibling = await createIntegration(
      A,
      rental,
      serveFeed('export-sibling', otaFeed([{ uid: 'sib-1@booking.com', start: D(30), end: D(34) }])),
    );
    await syncNow(A, own.id);
    await syncNow(A, sibling.id);
    const pending = await createOrder(A, rental, nights(5, 3), 'pending');
    const paid = await createOrder(A, rental, nights(10, 2), 'paid');
    const canceled = await createOrder(A, rental, nights(40, 2), 'canceled');
    const elsewhere = await createOrder(A, other, nights(12, 2), 'paid');
    for (const res of [pending, paid, canceled, elsewhere]) expect(res.status, JSON.stringify(res.body)).toBe(201);

    const feed = await readFeed(own.id, own.feedKey);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const siblingBlock = (await blocks(A, sibling.id))[0];
    expect(eventsOf(feed.text)).toEqual([
      { uid: `order-${pending.body.id}@estadia`, start: D(5), end: D(8), summary: 'Reservado', allDay: 'date' },
      { uid: `order-${paid.body.id}@estadia`, start: D(10), end: D(12), summary: 'Reservado', allDay: 'date' },
      { uid: `block-${siblingBlock?.id}@estadia`, start: D(30), end: D(34), summary: 'Indisponível', allDay: 'date' },
    ]);
    expect(feed.text).toContain('DTSTART;VALUE=DATE:');
    // Nothing that identifies the guest: name, e-mail, phone (any spelling), nor the reservation code.
    for (const secret of [GUEST.name, 'Sigilosa', GUEST.email, 'conceicao', '97654', '3210', pending.body.code]) {
      expect(feed.text.toLowerCase()).not.toContain(String(secret).toLowerCase());
    }

    // The sibling's feed shows the first integration's block and not its own.
    const siblingFeed = eventsOf((await readFeed(sibling.id, sibling.feedKey)).text);
    const ownBlock = (await blocks(A, own.id))[0];
    expect(siblingFeed.map((e) => e.uid)).toEqual([
      `order-${pending.body.id}@estadia`,
      `order-${paid.body.id}@estadia`,
      `block-${ownBlock?.id}@estadia`,
    ]);
  });

  it('answers 404 alike to a wrong key, no key, an unknown id and a malformed id', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(A, rental, serveFeed('keys', otaFeed([])));
    // One character off (a 256-bit key's last base64url character is 'A' one time in sixteen).
    const last = integration.feedKey.slice(-1);
    for (const path of [
      feedUrl(integration.id, `${integration.feedKey.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`),
      `/ical/generate/${integration.id}`,
      feedUrl(999_999, integration.feedKey),
      feedUrl(0, ''),
      `/ical/generate/abc?key=${integration.feedKey}`,
    ]) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('regenerating the feed key revokes the old feed URL and only the new one works', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(A, rental, serveFeed('regen', otaFeed([])));
    expect(integration.feedKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFeed(integration.id, integration.feedKey)).status).toBe(200);

    const res = await A.api.post('/integrations/regenerateFeedKey', undefined, { id: integration.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: integration.id, name: integration.name, rentalId: rental });
    expect(res.body.feedKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.feedKey).not.toBe(integration.feedKey);
    expect((await readFeed(integration.id, integration.feedKey)).status).toBe(404);
    expect((await readFeed(integration.id, res.body.feedKey)).status).toBe(200);
  });
});

describe('integrations resource', () => {
  it('makes the feed key itself and refuses one sent by the client, on create and update', async () => {
    const rental = await createRental(A);
    const link = serveFeed('key-write', otaFeed([]));
    const created = await A.api.post('/integrations', { name: 'VRBO', rentalId: rental, icalLink: link, feedKey: 'x' });
    expect(created.status).toBe(400);
    expect(created.body.additionalData).toEqual({ feedKey: 'Campo não permitido' });

    const integration = await createIntegration(A, rental, link);
    const updated = await A.api.put('/integrations', { id: integration.id, feedKey: 'meu-segredo' });
    expect(updated.status).toBe(400);
    const renamed = await A.api.put('/integrations', { id: integration.id, name: 'VRBO Casa' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.feedKey).toBe(integration.feedKey);
  });

  it('refuses a rental of another company with a field error, for a company user and for a platform admin', async () => {
    const rentalB = await createRental(B);
    const link = serveFeed('foreign', otaFeed([]));
    const res = await A.api.post('/integrations', { name: 'Airbnb', rentalId: rentalB, icalLink: link });
    expect(res.status).toBe(400);
    expect(res.body.additionalData).toEqual({ rentalId: 'Hospedagem não encontrada nesta empresa.' });
    const byAdmin = await admin.post('/integrations', {
      name: 'Airbnb',
      rentalId: rentalB,
      icalLink: link,
      companyId: A.id,
    });
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body.additionalData).toEqual({ rentalId: 'Hospedagem não encontrada nesta empresa.' });

    const own = await createIntegration(A, await createRental(A), link);
    const moved = await A.api.put('/integrations', { id: own.id, rentalId: rentalB });
    expect(moved.status).toBe(400);
  });

  it('lists rows with rental, health and conflict count, and keeps the downloaded file for the record’s own page', async () => {
    const rental = await createRental(A, 'Casa do Lago');
    const body = otaFeed([{ uid: 'list-1', start: D(60), end: D(62) }]);
    const integration = await createIntegration(A, rental, serveFeed('listing', body));
    await syncNow(A, integration.id);
    const list = await A.api.get('/integrations', { searchTerm: integration.name });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const row = list.body.data[0];
    expect(row).toMatchObject({
      id: integration.id,
      rentalId: rental,
      rentalName: 'Casa do Lago',
      companyId: A.id,
      companyName: 'Pousada Alfa',
      feedKey: integration.feedKey,
      lastHttpStatus: 200,
      lastEventsRead: 1,
      lastError: null,
      conflicts: 0,
    });
    expect(row).not.toHaveProperty('lastICalFile');
    const one = await A.api.get(`/integrations/${integration.id}`);
    expect(one.body.lastICalFile).toBe(body);
  });
});

describe('iCal import', () => {
  it('blocks the nights of the feed: availability shows them taken and a reservation on them gets the 409', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('import', otaFeed([{ uid: 'HMABC@airbnb.com', start: D(20), end: D(23) }])),
    );
    const row = await syncNow(A, integration.id);
    expect(row).toMatchObject({ lastHttpStatus: 200, lastEventsRead: 1, lastError: null, conflicts: 0 });
    expect(row.lastSyncAt).toBe(row.lastSuccessAt);

    expect(await unavailableDays(rental, D(18), D(25))).toEqual(nights(20, 3));
    const taken = await createOrder(A, rental, [D(22), D(23)]);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(UNAVAILABLE);
    // The check-out day of the block is free for the next check-in.
    expect((await createOrder(A, rental, [D(23), D(24)])).status).toBe(201);
  });

  it('a changed feed moves the block and a removed event frees its nights', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('moving', otaFeed([{ uid: 'move-1', start: D(30), end: D(33) }])),
    );
    await syncNow(A, integration.id);
    const [first] = await blocks(A, integration.id);

    serveFeed('moving', otaFeed([{ uid: 'move-1', start: D(35), end: D(37), summary: 'Not available' }]));
    await syncNow(A, integration.id);
    const moved = await blocks(A, integration.id);
    expect(moved).toMatchObject([{ id: first?.id, uid: 'move-1', startDay: D(35), endDay: D(37), conflict: false }]);
    expect(await unavailableDays(rental, D(29), D(38))).toEqual(nights(35, 2));

    serveFeed('moving', otaFeed([]));
    const row = await syncNow(A, integration.id);
    expect(row.lastEventsRead).toBe(0);
    expect(await blocks(A, integration.id)).toEqual([]);
    expect(await unavailableDays(rental, D(29), D(38))).toEqual([]);
  });

  it('an unreachable feed, a 404 and a file that is not a calendar show their error and keep the previous blocks', async () => {
    const rental = await createRental(A);
    const link = serveFeed('failing', otaFeed([{ uid: 'keep-1', start: D(40), end: D(42) }]));
    const integration = await createIntegration(A, rental, link);
    const good = await syncNow(A, integration.id);
    const before = await blocks(A, integration.id);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await A.api.put('/integrations', { id: integration.id, icalLink: `http://127.0.0.1:${closedPort}/cal.ics` });
    const unreachable = await syncNow(A, integration.id);
    expect(unreachable).toMatchObject({
      lastHttpStatus: null,
      lastEventsRead: null,
      lastSuccessAt: good.lastSuccessAt,
    });
    expect(unreachable.lastError).toBe('Não foi possível acessar o link do calendário: conexão recusada.');
    expect(new Date(unreachable.lastSyncAt).getTime()).toBeGreaterThan(new Date(good.lastSyncAt).getTime());

    await A.api.put('/integrations', { id: integration.id, icalLink: `${feedBase}/gone.ics` });
    const missing = await syncNow(A, integration.id);
    expect(missing).toMatchObject({ lastHttpStatus: 404, lastError: 'O calendário respondeu com HTTP 404.' });

    const html = serveFeed('html', '<html><body>Entre na sua conta</body></html>', 200, 'text/html');
    await A.api.put('/integrations', { id: integration.id, icalLink: html });
    const invalid = await syncNow(A, integration.id);
    expect(invalid).toMatchObject({
      lastHttpStatus: 200,
      lastError: 'O arquivo recebido não é um calendário iCal válido.',
      lastSuccessAt: good.lastSuccessAt,
    });
    expect((await A.api.get(`/integrations/${integration.id}`)).body.lastICalFile).toContain('Entre na sua conta');

    expect(await blocks(A, integration.id)).toEqual(before);
    expect(await unavailableDays(rental, D(39), D(43))).toEqual(nights(40, 2));
  });

  it('a block over a reservation is a conflict: it keeps its free nights, the reservation stays, the company is told once', async () => {
    const rental = await createRental(A, 'Casa da Praia');
    const order = await createOrder(A, rental, nights(50, 3), 'paid');
    expect(order.status).toBe(201);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('conflict', otaFeed([{ uid: 'clash-1', start: D(49), end: D(54) }])),
    );
    const row = await syncNow(A, integration.id);
    expect(row.conflicts).toBe(1);
    const [block] = await blocks(A, integration.id);
    expect(block).toMatchObject({
      startDay: D(49),
      endDay: D(54),
      conflict: true,
      conflictingOrders: [{ id: order.body.id, code: order.body.code }],
    });
    expect(await heldByBlock(block?.id as number)).toEqual([
      [D(49), D(50)],
      [D(53), D(54)],
    ]);
    const kept = await A.api.get(`/orders/${order.body.id}`);
    expect(kept.body).toMatchObject({ status: 'paid', days: nights(50, 3) });
    expect(await unavailableDays(rental, D(48), D(55))).toEqual(nights(49, 5));

    for (const to of [companyEmailA, A.adminEmail]) {
      const mails = await conflictMails(to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Conflito de calendário em Casa da Praia: ${integration.name}`);
      const br = (day: string) => day.split('-').reverse().join('/');
      expect(mails[0]?.text).toContain(`entrada em ${br(D(49))} e saída em ${br(D(54))}`);
      expect(mails[0]?.text).toContain(order.body.code);
    }

    // Still in conflict on the next sync: no second mail.
    await syncNow(A, integration.id);
    expect(await conflictMails(companyEmailA)).toHaveLength(1);
    expect((await blocks(A, integration.id))[0]?.conflict).toBe(true);

    // Canceling the reservation: the next sync gives the block all its nights and clears the conflict.
    const canceled = await A.api.put('/orders', { id: order.body.id, status: 'canceled' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const cleared = await syncNow(A, integration.id);
    expect(cleared.conflicts).toBe(0);
    expect(await heldByBlock(block?.id as number)).toEqual([[D(49), D(54)]]);
    expect(await conflictMails(companyEmailA)).toHaveLength(1);
  });

  it('two platforms blocking the same nights is no conflict: each keeps its block, the nights are held once', async () => {
    const rental = await createRental(A);
    const first = await createIntegration(
      A,
      rental,
      serveFeed('ota-1', otaFeed([{ uid: 'x', start: D(70), end: D(74) }])),
    );
    const second = await createIntegration(
      A,
      rental,
      serveFeed('ota-2', otaFeed([{ uid: 'x', start: D(72), end: D(76) }])),
    );
    await syncNow(A, first.id);
    expect((await syncNow(A, second.id)).conflicts).toBe(0);
    const [a] = await blocks(A, first.id);
    const [b] = await blocks(A, second.id);
    expect(await heldByBlock(a?.id as number)).toEqual([[D(70), D(74)]]);
    expect(await heldByBlock(b?.id as number)).toEqual([[D(74), D(76)]]);
    expect(b?.conflict).toBe(false);

    // When the first platform frees its nights, the second one's block takes them at its next sync.
    serveFeed('ota-1', otaFeed([]));
    await syncNow(A, first.id);
    await syncNow(A, second.id);
    expect(await heldByBlock(b?.id as number)).toEqual([[D(72), D(76)]]);
  });

  it('changing the integration’s rental drops the blocks of the old rental', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('rehome', otaFeed([{ uid: 'r-1', start: D(80), end: D(82) }])),
    );
    await syncNow(A, integration.id);
    expect(await unavailableDays(rental, D(80), D(81))).toEqual(nights(80, 2));
    const next = await createRental(A);
    expect((await A.api.put('/integrations', { id: integration.id, rentalId: next })).status).toBe(200);
    expect(await unavailableDays(rental, D(80), D(81))).toEqual([]);
    await syncNow(A, integration.id);
    expect(await unavailableDays(next, D(80), D(81))).toEqual(nights(80, 2));
  });
});

describe('sync job', () => {
  it('claims each due integration once across processes, syncs it and schedules it one interval later', async () => {
    const rental = await createRental(A);
    const due = await Promise.all(
      [1, 2, 3].map((i) =>
        createIntegration(
          A,
          rental,
          serveFeed(`job-${i}`, otaFeed([{ uid: `j${i}`, start: D(90 + i * 3), end: D(91 + i * 3) }])),
        ),
      ),
    );
    // Everything else is not due: only these three are claimed.
    await t.db.update(integrations).set({ nextSyncAt: sql`now() + interval '1 day'` });
    await t.db
      .update(integrations)
      .set({ nextSyncAt: sql`now() - interval '1 minute'` })
      .where(
        sql`${integrations.id} IN (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      );

    // Two "processes": two jobs over the same database, ticking at the same time.
    const process = () =>
      createICalSyncJob({
        db: t.db,
        log: t.app.log,
        intervalMinutes: 15,
        batchSize: 2,
        sync: createICalSync({
          db: t.db,
          mailer: createOutboxMailer(t.db, t.app.log),
          log: t.app.log,
          fetchTimeoutMs: 5000,
          intervalMinutes: 15,
        }),
      });
    const [one, two] = [process(), process()];
    const claimed = await Promise.all([one.tick(), two.tick(), one.tick()]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(3);
    for (const [i, d] of due.entries()) {
      expect(hits.get(`/job-${i + 1}.ics`)).toBe(1);
      const [row] = await queryRows<{ ok: boolean; later: boolean }>(
        t.db,
        sql`SELECT last_success_at IS NOT NULL AS ok,
                   next_sync_at > now() + interval '14 minutes' AS later FROM integrations WHERE id = ${d.id}`,
      );
      expect(row).toEqual({ ok: true, later: true });
    }
    expect(await Promise.all([one.tick(), two.tick()])).toEqual([0, 0]);
  });

  it('once started polls by itself and stops when asked', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('polled', otaFeed([{ uid: 'p', start: D(100), end: D(101) }])),
    );
    const job = createICalSyncJob({
      db: t.db,
      log: t.app.log,
      intervalMinutes: 15,
      pollMs: 50,
      sync: createICalSync({
        db: t.db,
        mailer: createOutboxMailer(t.db, t.app.log),
        log: t.app.log,
        fetchTimeoutMs: 5000,
        intervalMinutes: 15,
      }),
    });
    job.start();
    try {
      await vi.waitFor(async () => expect((await blocks(A, integration.id)).length).toBe(1), { timeout: 10_000 });
    } finally {
      await job.stop();
    }
  });

  it('the app’s own job is off in tests and its tick() syncs what is due', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('app-job', otaFeed([{ uid: 'a', start: D(110), end: D(112) }])),
    );
    expect(hits.get('/app-job.ics')).toBeUndefined();
    expect(await t.app.icalSyncJob.tick()).toBeGreaterThanOrEqual(1);
    expect(await blocks(A, integration.id)).toMatchObject([{ uid: 'a', startDay: D(110), endDay: D(112) }]);
  });
});

describe('tenant isolation and permissions of the integration calls', () => {
  it('company B cannot sync, re-key, read blocks of or export company A’s integration', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(
      A,
      rental,
      serveFeed('tenant', otaFeed([{ uid: 't-1', start: D(120), end: D(122) }])),
    );
    await syncNow(A, integration.id);
    const fetchesBefore = hits.get('/tenant.ics');
    const ownOfB = await createIntegration(B, await createRental(B), serveFeed('tenant-b', otaFeed([])));

    for (const res of [
      await B.api.post('/integrations/syncNow', undefined, { id: integration.id }),
      await B.api.post('/integrations/regenerateFeedKey', undefined, { id: integration.id }),
      await B.api.get('/integrations/blocks', { id: integration.id }),
      await B.api.get(feedUrl(integration.id, ownOfB.feedKey)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect(hits.get('/tenant.ics')).toBe(fetchesBefore);
    const row = (await A.api.get(`/integrations/${integration.id}`)).body;
    expect(row.feedKey).toBe(integration.feedKey);
    // The platform admin reaches every company's integration.
    expect((await admin.get('/integrations/blocks', { id: integration.id })).body).toHaveLength(1);
  });

  it('syncNow and regenerateFeedKey need INTEGRATION:UPDATE, blocks needs INTEGRATION:LIST, and a session', async () => {
    const rental = await createRental(A);
    const integration = await createIntegration(A, rental, serveFeed('perm', otaFeed([])));
    const reader = await createCompanyUser(t, A, ['INTEGRATION:LIST']);
    const nobody = await createCompanyUser(t, A, ['CLIENT:LIST']);
    const q = { id: integration.id };
    expect((await reader.api.post('/integrations/syncNow', undefined, q)).status).toBe(403);
    expect((await reader.api.post('/integrations/regenerateFeedKey', undefined, q)).status).toBe(403);
    expect((await reader.api.get('/integrations/blocks', q)).status).toBe(200);
    expect((await nobody.api.get('/integrations/blocks', q)).status).toBe(403);
    const anonymous = apiClient(t.url);
    expect((await anonymous.post('/integrations/syncNow', undefined, q)).status).toBe(401);
    expect((await anonymous.get('/integrations/blocks', q)).status).toBe(401);
    const missing = await A.api.post('/integrations/syncNow');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'Required parameter "id" was null or undefined when calling syncNowIntegrations().',
    );
    expect((await A.api.get('/integrations/blocks', { id: 'abc' })).status).toBe(400);
  });
});
