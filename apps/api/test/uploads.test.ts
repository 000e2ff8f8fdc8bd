import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin, type TCompanyFixture } from './helpers/fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let company: TCompanyFixture;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// Images must decode (their thumbnail is made on upload): real pictures, made once before the tests.
let JPEG: Buffer;
let WIDE_PNG: Buffer;
/** Taken with the phone on its side: 1200×600 pixels that the EXIF orientation (6) says to show upright. */
let SIDEWAYS_JPEG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

beforeAll(async () => {
  JPEG = await picture(64, 48).jpeg().toBuffer();
  WIDE_PNG = await picture(1600, 900).png().toBuffer();
  SIDEWAYS_JPEG = await picture(1200, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  t = await startTestApp();
  company = await createCompany(t, await platformAdmin(t));
});
afterAll(() => t.close());

async function upload(files: { name: string; body: Buffer; type?: string }[], query = '') {
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(f.body)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${t.url}/api/uploads/uploadFiles${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${company.api.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function storedFiles() {
  return fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
}

describe('uploads', () => {
  it('stores several files under generated names and serves them back by content type', async () => {
    const res = await upload([
      { name: 'foto.png', body: PNG },
      { name: 'quarto.jpeg', body: JPEG },
      { name: 'contrato.pdf', body: PDF },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
    for (const [i, original] of [PNG, JPEG, PDF].entries()) {
      const ref = res.body[i];
      expect(ref.fileName).toMatch(/^[a-f0-9]{32}\.(png|jpg|pdf)$/);
      expect(ref.url).toBe(`/api/uploads/files/${ref.fileName}`);
      const served = await fetch(`${t.url}${ref.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(ref.contentType);
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    }
  });

  it('judges the type by content, not by name, and stores nothing of a batch with one bad file', async () => {
    const before = await storedFiles();
    const res = await upload([
      { name: 'ok.png', body: PNG },
      { name: 'disfarcado.png', body: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Tipo de arquivo não permitido: disfarcado.png. Envie jpg, jpeg, png ou pdf.');
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a webp thumbnail at most 480 px wide beside each image, upright, never enlarged; none for a pdf', async () => {
    const res = await upload([
      { name: 'fachada.png', body: WIDE_PNG },
      { name: 'quarto.jpg', body: SIDEWAYS_JPEG },
      { name: 'pequena.png', body: PNG },
      { name: 'contrato.pdf', body: PDF },
    ]);
    expect(res.status).toBe(200);
    // The answer keeps its shape: thumbnails are found by name, beside the original.
    expect(Object.keys(res.body[0]).sort()).toEqual(['contentType', 'fileName', 'originalName', 'size', 'url']);
    const thumbnailOf = async (fileName: string) => {
      const served = await fetch(`${t.url}/api/uploads/files/thumb-${fileName}.webp`);
      return { served, body: Buffer.from(await served.arrayBuffer()) };
    };
    const expected = [
      { width: 480, height: 270 },
      { width: 480, height: 960 },
      { width: 1, height: 1 },
    ];
    for (const [i, size] of expected.entries()) {
      const { served, body } = await thumbnailOf(res.body[i].fileName);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect({ width: meta.width, height: meta.height }).toEqual(size);
    }
    const pdf = res.body[3].fileName;
    expect((await thumbnailOf(pdf)).served.status).toBe(404);
    expect((await storedFiles()).filter((name) => name.includes(pdf.replace('.pdf', '')))).toEqual([pdf]);
  });

  it('refuses an image that does not decode, and stores nothing of its batch', async () => {
    const before = await storedFiles();
    const truncated = WIDE_PNG.subarray(0, Math.floor(WIDE_PNG.length / 2));
    const res = await upload([
      { name: 'ok.png', body: PNG },
      { name: 'quebrada.png', body: truncated, type: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Imagem corrompida ou ilegível: quebrada.png.');
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts only images when asked (gallery)', async () => {
    const res = await upload([{ name: 'contrato.pdf', body: PDF }], '?accept=images');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Envie jpg, jpeg ou png');
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload([{ name: 'grande.png', body: big }]);
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('needs a signed-in caller to upload and at least one file', async () => {
    const anonymous = await fetch(`${t.url}/api/uploads/uploadFiles`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    const empty = await upload([]);
    expect(empty.status).toBe(400);
  });

  it('serves no file outside the generated names (no path traversal)', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '%2E%2E%2Fpackage.json', 'nao-existe.png', `${'a'.repeat(32)}.png`]) {
      const res = await fetch(`${t.url}/api/uploads/files/${name}`);
      expect(res.status).toBe(404);
    }
  });
});
