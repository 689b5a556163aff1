import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { type ConsolePage, openConsole, staffSignIn } from '../support/console';
import { DEMO } from '../support/customer-api';
import { logIn } from './account-steps';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.0 to 2.2 A and AA rules and its best practices (heading order among them), with the check
 * that a control's name contains the words it shows (WCAG 2.5.3, which axe keeps off by default).
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

type Violation = { id: string; nodes: { html: string; failureSummary?: string }[] };

/** The shop's screens a visitor reaches first, each once the app has taken it over. */
const SCREENS = [
  '/',
  '/prods?prod_cat_id=1',
  '/prods/1',
  '/carts',
  '/users/auth/login',
  '/users/create',
  '/forums/100',
  '/pages/aboutus',
  '/favCats/intro',
  '/docs/prod',
];

/** The signed-in customer's own screens (the demo customer's rentals, AS, addresses, cards, settings). */
const SIGNED_IN_SCREENS = [
  '/purOrders/user',
  '/subscs',
  '/subscs/multi',
  '/cares/container/create',
  '/cares/container/list',
  '/spots',
  '/payments/billAuthBillKey',
  '/users/update',
];

/** The console's screens an administrator opens, at laptop size. */
const CONSOLE_SCREENS = [
  '/',
  '/rentals',
  '/rentals/1',
  '/customers',
  '/cares',
  '/audit',
  '/staff',
  '/account',
  '/catalogue',
  '/catalogue/prods/1',
  '/catalogue/cats',
  '/content',
  '/content/docs',
];

/** The page at `path` once the app has taken it over, checked by axe-core: each rule broken, with its elements. */
async function axeViolations(phone: PhonePage | ConsolePage, path: string): Promise<string[]> {
  const { page } = phone;
  // The shop's `goto` returns once the app has taken the page over (data-app-ready).
  await page.goto(phone.url(path));
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
  // A screen as a person reads it: loaded, nothing busy (the shop's loading line, a list still loading).
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  // Runs in the page, typed without DOM types.
  const violations = await page.evaluate((options) => {
    const { axe, document } = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
      document: unknown;
    };
    return axe.run(document, options).then((result) => result.violations);
  }, AXE_OPTIONS);
  const found = violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 120)} (${n.failureSummary ?? ''})`).join(' | ')}`,
  );
  return [...found, ...phone.errors];
}

describe('accessibility: the screens pass axe-core on a phone', () => {
  let browser: Browser;
  let phone: PhonePage;
  let signedIn = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it.each(SCREENS)('%s: contrast, tap targets, heading order and names as shown', async (path) => {
    expect(await axeViolations(phone, path)).toEqual([]);
  });

  it.each(SIGNED_IN_SCREENS)('signed in, %s: the same rules', async (path) => {
    if (!signedIn) {
      await phone.page.goto(phone.url('/users/auth/login'));
      await logIn(phone.page, DEMO.email, DEMO.password);
      await phone.page.waitForURL((url) => !url.pathname.endsWith('/users/auth/login'));
      signedIn = true;
    }
    expect(await axeViolations(phone, path)).toEqual([]);
  });
});

describe('accessibility: the console screens pass axe-core on a laptop', () => {
  let browser: Browser;
  let console: ConsolePage;

  beforeAll(async () => {
    browser = await launchBrowser();
    console = await openConsole(browser, inject('baseUrl'));
    await staffSignIn(console, 'admin');
  });

  afterAll(async () => {
    await console?.context.close();
    await browser?.close();
  });

  it.each(CONSOLE_SCREENS)('%s: the same rules', async (path) => {
    expect(await axeViolations(console, path)).toEqual([]);
  });
});
