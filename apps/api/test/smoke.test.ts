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
});
