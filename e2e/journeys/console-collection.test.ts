import type { RentalRowView } from '@shop/domain/api/admin/rentals';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffToken } from '../support/admin-api';
import { launchBrowser } from '../support/browser';
import { type ConsolePage, confirmMove, openConsole, openMove, staffSignIn } from '../support/console';
import { type RunningServer, startServer } from '../support/server';

/**
 * The end of the demo's two rentals that went wrong, in the console: the one sent to collection still
 * offers its return pickup and its loss, and the operator fetches its unit back; the lost one's charge reads
 * 분실 변상금 in its timeline, never 위약금 (decision 031). On a server of its own, since it changes the
 * demo's rentals.
 */
describe('console: a rental in collection fetched back, a loss charge named for what it is', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: ConsolePage;
  let ended: RentalRowView[];

  const submit = async (label: string) => {
    const dialog = await openMove(desk, label);
    if (label.endsWith('기사 배정')) await dialog.getByLabel('기사 이름').fill('이회수');
    await confirmMove(desk, dialog, label);
  };
  const moveButtons = (page: ConsolePage['page']) =>
    page
      .getByRole('region', { name: '처리' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent));

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    desk = await openConsole(browser, server.url);
    await staffSignIn(desk, 'operations');
    const token = await staffToken(server.url, 'operations');
    ended = await adminCall<RentalRowView[]>(
      server.url,
      'GET',
      '/rentals?group=cancelled&per_page=100',
      token,
    );
  }, 180_000);

  afterAll(async () => {
    await desk?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('offers a rental in collection its return pickup and its loss, and fetches the unit back', async () => {
    const collected = ended.find((r) => r.state === SUBSC_STATE.CANCEL_COLLECT)!;
    expect(collected).toBeDefined();
    const { page } = desk;
    await page.goto(desk.url(`/rentals/${collected.id}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`렌탈 #${collected.id}`) }).waitFor();
    await page.getByRole('button', { name: '분실 해지', exact: true }).waitFor();
    expect(await moveButtons(page)).toEqual(['분실 해지', '회수 기사 배정']);

    for (const step of ['회수 기사 배정', '회수 출발', '회수 입고, 제품 점검', '회수 완료']) {
      await submit(step);
    }
    await page.getByText('지금 할 수 있는 처리가 없습니다.').waitFor();
    // Still in collection: what is owed stays there.
    expect(await page.getByRole('status').innerText()).toContain('현재 상태 추심종료');
    const timeline: Locator = page.getByRole('list', { name: '이력' });
    expect(await timeline.getByText('회수 완료', { exact: false }).count()).toBeGreaterThan(0);
    expect(desk.errors).toEqual([]);
  });

  it('names the lost rental’s charge 분실 변상금 in its timeline, never 위약금', async () => {
    const lost = ended.find((r) => r.state === SUBSC_STATE.CANCEL_LOSS)!;
    expect(lost).toBeDefined();
    const { page } = desk;
    await page.goto(desk.url(`/rentals/${lost.id}`));
    const timeline = page.getByRole('list', { name: '이력' });
    await timeline.getByText('분실 변상금 청구', { exact: false }).first().waitFor();
    expect(await timeline.getByText('위약금', { exact: false }).count()).toBe(0);
    expect(desk.errors).toEqual([]);
  });
});
