import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import type { Subsc } from '@shop/domain/api/subscs-read';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffToken } from '../support/admin-api';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { type ConsolePage, confirmMove, openConsole, openMove, staffSignIn } from '../support/console';
import { customerCall, DEMO, demoToken, orderForDemo } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;

/**
 * An operator runs the business from the console (laptop) while the customer watches on the phone: a new
 * order is installed with its unit's serial number and the customer then sees it running; a running rental
 * is terminated after its pickup and the engine charges the penalty the confirmation announced; a triple
 * click on 환불하기 refunds once (the AS journey is console-care.test.ts). On a server of its own, since it
 * changes the demo customer's rentals.
 */
describe('console: install an order, terminate a rental', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: ConsolePage;
  let phone: PhonePage;
  let token: string;

  const confirmIn = (button: string) => openMove(desk, button);
  const submit = (dialog: Locator, label: string) => confirmMove(desk, dialog, label);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    desk = await openConsole(browser, server.url);
    const opened = await openPhone(browser, { returningVisitor: true });
    phone = { ...opened, url: (path: string) => `${server.url}/customer_v2${path}` };
    token = await demoToken(server.url);
    await staffSignIn(desk, 'operations');
  }, 180_000);

  afterAll(async () => {
    await desk?.context.close();
    await phone?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('serves both apps with a Content-Security-Policy that allows no inline script but the hashed one', async () => {
    for (const path of ['/customer_v2/', '/admin/']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('names each screen in the tab, and keeps the way back on a rental that is not there', async () => {
    const { page } = desk;
    await page.goto(desk.url('/rentals/999999'));
    await page.getByText('렌탈 정보를 찾을 수 없습니다.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('렌탈');
    expect(await page.title()).toBe('렌탈 | 소리담 운영 콘솔');
    await page.getByRole('link', { name: '← 렌탈 목록' }).click();
    await page.getByRole('heading', { level: 1, name: '렌탈·주문' }).waitFor();
    expect(await page.title()).toBe('렌탈·주문 | 소리담 운영 콘솔');
  });

  it('installs a new order with its serial number; the customer then sees it running', async () => {
    const id = await orderForDemo(server.url, token);
    const { page } = desk;
    await page.goto(desk.url('/rentals?group=applied'));
    await page.getByRole('cell', { name: String(id), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`렌탈 #${id}`) }).waitFor();

    // Ending the order is asked with what it gives back: the paid first instalment, to the card.
    const staff = await staffToken(server.url, 'operations');
    const [firstCharge] = (await adminCall<RentalDetail>(server.url, 'GET', `/rentals/${id}`, staff))
      .payments;
    const cancel = await confirmIn('주문 취소');
    expect(await cancel.innerText()).toContain(
      `결제된 ${won(firstCharge!.cost)}은 결제한 카드로 전액 환불됩니다.`,
    );
    await cancel.getByRole('button', { name: '취소', exact: true }).click();
    await cancel.waitFor({ state: 'hidden' });

    const assign = await confirmIn('설치 기사 배정');
    // Who goes is asked for: without a name the dialog refuses to send.
    await assign.getByRole('button', { name: '설치 기사 배정', exact: true }).click();
    const valid = (input: unknown) => (input as { validity: { valid: boolean } }).validity.valid;
    expect(await assign.getByLabel('기사 이름').evaluate(valid)).toBe(false);
    await assign.getByLabel('기사 이름').fill('김설치');
    await submit(assign, '설치 기사 배정');
    await page.getByRole('list', { name: '이력' }).getByText('기사 김설치', { exact: false }).waitFor();
    const install = await confirmIn('설치 완료');
    // The installer assigned is offered.
    expect(await install.getByLabel('설치 기사', { exact: true }).inputValue()).toBe('김설치');
    const serials = await install.getByLabel('설치한 제품의 시리얼 번호').inputValue();
    expect(serials).toMatch(/\S/);
    await submit(install, '설치 완료');
    await page.getByText('2회차', { exact: true }).first().waitFor();
    expect(await page.getByText(`S/N ${serials.split('\n')[0]}`, { exact: false }).count()).toBeGreaterThan(
      0,
    );

    const seen = (await customerCall<Subsc[]>(server.url, 'GET', 'subscs?per_page=50', token)).find(
      (r) => r.id === id,
    )!;
    expect(seen.state).toBe(400);
    const { page: mobile } = phone;
    await mobile.goto(phone.url('/users/auth/login'));
    await mobile.getByLabel('이메일').fill(DEMO.email);
    await mobile.getByLabel('비밀번호').fill(DEMO.password);
    await mobile.getByRole('button', { name: '로그인', exact: true }).click();
    await mobile.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 15_000 });
    await mobile.goto(phone.url('/purOrders/user?state=renting'));
    const list = mobile.getByRole('list', { name: '렌탈 목록' });
    await list.waitFor();
    await expect
      .poll(async () =>
        (await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).join(
          ' ',
        ),
      )
      .toContain(`/subscs/${id}`);
    await mobile.goto(phone.url(`/subscs/${id}`));
    await mobile.getByRole('heading', { name: '2회차', level: 1 }).waitFor();
  });

  it('refunds once for a triple click on 환불하기 (decision 032)', async () => {
    const id = await orderForDemo(server.url, token);
    const { page } = desk;
    await page.goto(desk.url(`/rentals/${id}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`렌탈 #${id}`) }).waitFor();
    const keys: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/refunds')) {
        keys.push(request.headers()['idempotency-key']);
      }
    });
    await page
      .getByRole('row')
      .filter({ hasText: '결제 완료' })
      .getByRole('button', { name: '환불', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('환불 금액 (원)').fill('1000');
    await dialog.getByLabel('환불 사유').fill('세 번 누른 환불');
    // Three clicks in one task: all three reach the form before the button is redrawn as pending.
    await dialog.getByRole('button', { name: '환불하기' }).evaluate((button) => {
      const press = () => (button as unknown as { click(): void }).click();
      press();
      press();
      press();
    });
    await page.getByRole('status').filter({ hasText: '환불이 완료되었습니다.' }).waitFor({ timeout: 15_000 });
    // One request goes out, under a key; the other clicks wait for its answer.
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    const staff = await staffToken(server.url, 'operations');
    const rental = await adminCall<RentalDetail>(server.url, 'GET', `/rentals/${id}`, staff);
    expect(rental.payments.map((p) => p.refunded)).toEqual([1000]);
    expect(desk.errors).toEqual([]);
  });

  it('terminates a running rental after the pickup, and the engine charges the announced penalty', async () => {
    const rentals = await customerCall<Subsc[]>(server.url, 'GET', 'subscs?per_page=50', token);
    // Installed more than a week ago: a pickup within 7 days of the installation costs nothing.
    const weekAgo = Date.now() - 8 * 86_400_000;
    const running = rentals.find(
      (r) =>
        r.state === 400 &&
        /회차$/.test(r.list_label) &&
        r.record_subscs_unpaid.length === 0 &&
        r.start_at !== null &&
        new Date(r.start_at).getTime() < weekAgo,
    )!;
    expect(running).toBeDefined();
    const { page } = desk;
    await page.goto(desk.url(`/rentals/${running.id}`));
    for (const step of ['해지 요청', '회수 기사 배정', '회수 출발', '회수 완료, 제품 점검']) {
      const dialog = await confirmIn(step);
      if (step === '회수 기사 배정') await dialog.getByLabel('기사 이름').fill('이회수');
      await submit(dialog, step);
    }
    const finish = await confirmIn('해지 완료');
    const notice = await finish.getByText(/최종 위약금 [\d,]+원/).innerText();
    const penalty = Number(/최종 위약금 ([\d,]+)원/.exec(notice)![1]!.replaceAll(',', ''));
    expect(penalty).toBeGreaterThan(0);
    await submit(finish, '해지 완료');

    // The engine charges it with the rental's card; the console shows the paid charge.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: '이력' }).waitFor();
          return page
            .getByRole('row')
            .filter({ hasText: won(penalty) })
            .filter({ hasText: '결제 완료' })
            .count();
        },
        { timeout: 150_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    const after = (await customerCall<Subsc[]>(server.url, 'GET', 'subscs?per_page=50', token)).find(
      (r) => r.id === running.id,
    )!;
    expect(after.list_label).toBe('해지종료');
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 240_000);
});
