import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startTestApp, type TTestApp } from '../../apps/api/test/helpers/test-app.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** Chromium from Debian (scripts/ensure-chromium.sh), flags that keep it off the network and out of the sandbox. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface TE2E {
  t: TTestApp;
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

/** The real server (API + built web app) on a fresh database, and a browser to drive it. */
export async function startE2E(): Promise<TE2E> {
  await fs.access(path.join(WEB_DIST, 'index.html')).catch(() => {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first (npm test does it).');
  });
  const t = await startTestApp({ webDist: WEB_DIST });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    t,
    browser,
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({
        viewport,
        baseURL: t.url,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      contexts.push(context);
      const page = await context.newPage();
      return { page, context };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
}
