import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCall } from '../support/admin-api';
import { launchBrowser } from '../support/browser';
import { type ConsolePage, openConsole, STAFF, staffSignIn } from '../support/console';

describe('console staff: an admin invites a member, who sets a password through the link and signs in', () => {
  let browser: Browser;
  let desk: ConsolePage;
  let newcomer: ConsolePage;
  const email = `invited.${String(Date.now()).slice(-6)}@soridam.kr`;
  let link = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    desk = await openConsole(browser, inject('baseUrl'));
    newcomer = await openConsole(browser, inject('baseUrl'));
  });
  afterAll(async () => {
    await desk?.context.close();
    await newcomer?.context.close();
    await browser?.close();
  });

  it('invites an operations member: the mailed link is shown once to pass on', async () => {
    await staffSignIn(desk, 'admin');
    const { page } = desk;
    await page.goto(desk.url('/staff'));
    await page.getByRole('button', { name: '직원 초대' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('이름').fill('한초대');
    await dialog.getByLabel('역할').selectOption({ label: '운영' });
    await dialog.getByRole('button', { name: '초대하기', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: email });
    await notice.waitFor();
    link = await notice.locator('code').innerText();
    expect(link).toMatch(/\/admin\/password\?token=/);
    expect(await page.getByRole('row').filter({ hasText: email }).innerText()).toContain('운영');
  });

  it('opens the link, refuses two different passwords, sets one, and signs in to the operations menu', async () => {
    const { page } = newcomer;
    await page.goto(link);
    await page.getByText(`한초대님(${email})`).waitFor();
    await page.getByLabel('새 비밀번호 (10자 이상)').fill('invited-pw-2026');
    await page.getByLabel('새 비밀번호 확인').fill('invited-pw-2027');
    await page.getByRole('button', { name: '비밀번호 정하기' }).click();
    await page.getByText('두 비밀번호가 같지 않습니다.').waitFor();
    await page.getByLabel('새 비밀번호 확인').fill('invited-pw-2026');
    await page.getByRole('button', { name: '비밀번호 정하기' }).click();
    await page.getByRole('status').filter({ hasText: '비밀번호를 정했습니다.' }).waitFor();
    await page.getByRole('link', { name: '로그인' }).click();
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('invited-pw-2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
    await page.getByRole('link', { name: 'AS' }).first().waitFor();
    // The link was for one use.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: '링크가 만료되었거나 이미 사용되었습니다' }).waitFor();
    expect(desk.errors).toEqual([]);
    expect(newcomer.errors).toEqual([]);
  });

  it('brings a member who opened a screen signed out back to it once signed in', async () => {
    const late = await openConsole(browser, inject('baseUrl'));
    try {
      const { page } = late;
      await page.goto(late.url('/rentals/1'));
      await page.waitForURL((url) => url.pathname.endsWith('/login'));
      await page.getByLabel('이메일').fill(STAFF.admin.email);
      await page.getByLabel('비밀번호').fill(STAFF.admin.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('heading', { name: /^렌탈 #1 · / }).waitFor({ timeout: 15_000 });
      // The screen's code came after the sign-in: nothing sent the member on to the dashboard meanwhile.
      expect(new URL(page.url()).pathname).toBe('/admin/rentals/1');
      expect(late.errors).toEqual([]);
    } finally {
      await late.context.close();
    }
  });

  it('sends a member whose session ended elsewhere to the sign-in screen, saying so, and back once signed in', async () => {
    const baseUrl = inject('baseUrl');
    const ops = await openConsole(browser, baseUrl);
    const { page } = ops;
    // The token the console keeps for the tab (apps/console/src/shared/api.ts).
    const consoleToken = async () =>
      String(await page.evaluate("sessionStorage.getItem('soridam.console.token')"));
    const signedOutSaying = async (path: string) => {
      await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 15_000 });
      await page
        .getByRole('status')
        .filter({ hasText: '세션이 만료되었습니다. 다시 로그인해 주세요.' })
        .waitFor();
      await page.getByLabel('이메일').fill(STAFF.operations.email);
      await page.getByLabel('비밀번호').fill(STAFF.operations.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin${path}`, { timeout: 15_000 });
    };
    try {
      await staffSignIn(ops, 'operations');
      await page.goto(ops.url('/rentals'));
      await page.getByRole('link', { name: 'AS' }).first().waitFor();
      // Signed out from another session (every session of the member ends): the next screen's request is refused.
      await adminCall(baseUrl, 'POST', '/auth/logout', await consoleToken(), {});
      await page.getByRole('link', { name: 'AS' }).first().click();
      await signedOutSaying('/cares');
      await page.getByRole('heading', { level: 1, name: 'AS' }).waitFor();
      // Ended again, then the page reloaded: auth/me is refused.
      await adminCall(baseUrl, 'POST', '/auth/logout', await consoleToken(), {});
      await page.reload();
      await signedOutSaying('/cares');
      await page.getByRole('heading', { level: 1, name: 'AS' }).waitFor();
      expect(ops.errors).toEqual([]);
    } finally {
      await ops.context.close();
    }
  });

  it('says a record that is not there is not there, with no 다시 시도 that would only ask again', async () => {
    const { page } = desk;
    for (const [route, text] of [
      ['/customers/987654', '고객 정보를 찾을 수 없습니다.'],
      ['/rentals/987654', '렌탈 정보를 찾을 수 없습니다.'],
    ] as const) {
      await page.goto(desk.url(route));
      expect(await page.getByRole('alert').innerText()).toBe(text);
      expect(await page.getByRole('button', { name: '다시 시도' }).count()).toBe(0);
    }
  });
});
