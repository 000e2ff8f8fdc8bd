import type { Page } from 'playwright-core';

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard$/);
}

export function sixDigitCode(text: string | undefined) {
  const code = text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
}

/** A row action: an icon button on wide screens, an item of the row's 'Ações' menu on narrow ones. */
export async function rowAction(page: Page, rowText: string, label: string) {
  const row = page.getByTestId('listing-row').filter({ hasText: rowText }).first();
  const button = row.getByRole('button', { name: label, exact: true });
  if (await button.count()) {
    await button.click();
    return;
  }
  await row.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Waits until the listing shows exactly these many rows (the quick search and filters wait 1 s before calling). */
export async function expectRowCount(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="listing-row"]').length === n, count, {
    timeout: 10_000,
  });
}
