import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, platformAdmin } from './helpers/fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('creates a company whose administrator can sign in and add a guest', async () => {
    const admin = await platformAdmin(t);
    const company = await createCompany(t, admin);
    const res = await company.api.post('/clients', { name: 'Ana', phone: '(11) 98765-4321', email: 'ana@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.companyId).toBe(company.id);
  });

  it('publishes the OpenAPI document with the spec paths at /api/docs', async () => {
    const res = await t.api.get('/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login/login',
      '/api/clients',
      '/api/clients/listSimple',
      '/api/clients/generateReportFile',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });

  it('serves the web app on the same port with a fallback to index.html for client-side routes', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'estadia-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Estadia</title>');
    await fs.writeFile(path.join(webDist, 'app.js'), 'console.log(1)');
    const web = await startTestApp({ webDist });
    try {
      for (const route of ['/', '/login', '/settings/users', '/client/12?x=1']) {
        const res = await fetch(`${web.url}${route}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<title>Estadia</title>');
      }
      expect(await (await fetch(`${web.url}/app.js`)).text()).toBe('console.log(1)');
      const api = await fetch(`${web.url}/api/nao-existe`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toContain('application/json');
    } finally {
      await web.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.api.get('/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
