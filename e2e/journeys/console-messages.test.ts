import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type ConsolePage, openConsole, staffSignIn } from '../support/console';
import { customerCall, demoToken } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

/**
 * Advertising from the console: the content team previews a promotion as customers get it ((광고) first,
 * the opt-out line last), confirms the send, and operations then see it among the customer's messages with
 * how it went out. The demo customer agrees to advertising (day and night) in settings first; on a server
 * of its own, since that changes the demo customer.
 */
describe('console: a promotion to the customers who agreed to advertising', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: ConsolePage;
  let customerId: number;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    desk = await openConsole(browser, server.url);
    const token = await demoToken(server.url);
    customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    await customerCall(server.url, 'PUT', `users/${customerId}`, token, {
      options: { 'agree-ad': true, 'agree-night': true },
    });
  }, 180_000);

  afterAll(async () => {
    await desk?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('previews, confirms and sends the promotion once', async () => {
    await staffSignIn(desk, 'content');
    const { page } = desk;
    await page.goto(desk.url('/content/promotions'));
    await page.getByRole('button', { name: '미리 보기' }).click();
    expect(await page.getByRole('alert').first().innerText()).toBe('제목을 입력해 주세요.');

    await page.getByLabel(/^제목/).fill('겨울 특가 안내');
    await page.getByLabel(/^내용/).fill('턴테이블 렌탈 첫 달 요금을 받지 않습니다.');
    await page.getByRole('button', { name: '미리 보기' }).click();
    const preview = page.getByRole('region', { name: '미리 보기' });
    await preview.waitFor();
    const text = await preview.innerText();
    expect(text).toContain('광고 수신에 동의한 고객 1명');
    expect(text).toContain('(광고) 겨울 특가 안내');
    expect(text).toContain('(광고) 소리담\n턴테이블 렌탈 첫 달 요금을 받지 않습니다.');
    expect(text).toContain('수신거부: ');

    await preview.getByRole('button', { name: '보내기' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('보낸 메시지는 되돌릴 수 없습니다.');
    await dialog.getByRole('button', { name: '보내기' }).click();
    expect(await page.getByRole('status').innerText()).toBe('1명에게 광고 메시지를 보냈습니다.');
    expect(await page.getByLabel(/^제목/).inputValue()).toBe('');
  });

  it("shows operations the promotion among the customer's messages, with how it went out", async () => {
    await desk.page.getByRole('button', { name: '로그아웃' }).click();
    await staffSignIn(desk, 'operations');
    const { page } = desk;
    await page.goto(desk.url(`/customers/${customerId}`));
    const row = page.getByRole('row').filter({ hasText: '(광고) 겨울 특가 안내' });
    await row.waitFor();
    const cells = await row.innerText();
    expect(cells).toContain('광고');
    expect(cells).toContain('문자');
    // The notices job sends it within moments of the request; the screen shows it after a reload.
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return row.innerText();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('문자 성공');
    expect(desk.errors).toEqual([]);
  });
});
