import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectCspViolations } from './browser';
import { failOnNativeDialogs } from './dialogs';

export const LAPTOP = { width: 1366, height: 800 };

/** The demo console accounts (apps/server/src/db/seed/data/demo-staff.ts). */
export const STAFF = {
  admin: { email: 'admin@soridam.kr', password: 'console-admin-1!' },
  operations: { email: 'ops@soridam.kr', password: 'console-ops-1!' },
  content: { email: 'content@soridam.kr', password: 'console-content-1!' },
} as const;

export type ConsolePage = {
  page: Page;
  context: BrowserContext;
  errors: string[];
  url(path: string): string;
};

/** A laptop-sized page on the operator console of the server at `baseUrl`; page errors are collected. */
export async function openConsole(browser: Browser, baseUrl: string): Promise<ConsolePage> {
  const context = await browser.newContext({ viewport: LAPTOP, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  collectCspViolations(page, errors);
  failOnNativeDialogs(page, errors);
  return { page, context, errors, url: (path: string) => `${baseUrl}/admin${path}` };
}

/** Signs a demo staff member in through the console's login screen. */
export async function staffSignIn(console: ConsolePage, role: keyof typeof STAFF): Promise<void> {
  const { page } = console;
  await page.goto(console.url('/login'));
  await page.getByLabel('이메일').fill(STAFF[role].email);
  await page.getByLabel('비밀번호').fill(STAFF[role].password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
}

/** Opens the confirmation dialog of a move button on the current console screen. */
export async function openMove(console: ConsolePage, button: string): Promise<Locator> {
  await console.page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = console.page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Confirms a move's dialog with its `label` button and waits for the screen's "{label} 처리했습니다." status. */
export async function confirmMove(console: ConsolePage, dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await console.page
    .getByRole('status')
    .filter({ hasText: `${label} 처리했습니다.` })
    .waitFor({ timeout: 15_000 });
}
