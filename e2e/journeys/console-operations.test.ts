import type { Subsc } from '@shop/domain/api/subscs-read';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { type ConsolePage, openConsole, staffSignIn } from '../support/console';
import { customerCall, DEMO, demoToken, orderForDemo } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;

/**
 * An operator runs the business from the console (laptop) while the customer watches on the phone: a new
 * order is installed with its unit's serial number and the customer then sees it running; a running rental
 * is terminated after its pickup and the engine charges the penalty the confirmation announced; an AS
 * request is repaired and quoted, the customer pays the quote in the app, and the operator closes it.
 * On a server of its own, since it changes the demo customer's rentals.
 */
describe('console: install an order, terminate a rental, quote and close an AS request', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: ConsolePage;
  let phone: PhonePage;
  let token: string;

  const confirmIn = async (button: string) => {
    await desk.page.getByRole('button', { name: button, exact: true }).first().click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  };
  const submit = async (dialog: Awaited<ReturnType<typeof confirmIn>>, label: string) => {
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await desk.page
      .getByRole('status')
      .filter({ hasText: `${label} 완료` })
      .waitFor({ timeout: 15_000 });
  };

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

  it('installs a new order with its serial number; the customer then sees it running', async () => {
    const id = await orderForDemo(server.url, token);
    const { page } = desk;
    await page.goto(desk.url('/rentals?group=applied'));
    await page.getByRole('cell', { name: String(id), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`렌탈 #${id}`) }).waitFor();

    await submit(await confirmIn('설치 기사 배정'), '설치 기사 배정');
    const install = await confirmIn('설치 완료');
    await install.getByLabel('설치 기사', { exact: true }).fill('김설치');
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
      await submit(await confirmIn(step), step);
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

  it('repairs an AS request, quotes it, the customer pays the quote in the app, and the operator closes it', async () => {
    // An AS request of the demo customer on a running rental, the way the app files one.
    const rentals = await customerCall<Subsc[]>(server.url, 'GET', 'subscs?per_page=50', token);
    let careId = 0;
    for (const rental of rentals.filter((r) => r.state === 400 && r.state_req === 400)) {
      const units = await customerCall<{ id: number }[]>(
        server.url,
        'GET',
        `prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${rental.id}`,
        token,
      );
      if (units.length === 0) continue;
      const [spot] = await customerCall<{ id: number }[]>(server.url, 'GET', 'spots?per_page=-1', token);
      const created = await customerCall<{ id: number }[]>(server.url, 'POST', 'cares', token, {
        prod_orderers: [units[0]!.id],
        contents: ['왼쪽 스피커에서 소리가 나지 않아요'],
        spot_id: spot!.id,
      });
      careId = created[0]!.id;
      break;
    }
    expect(careId).toBeGreaterThan(0);

    const { page } = desk;
    await page.goto(desk.url(`/cares/${careId}`));
    for (const step of ['방문 기사 배정', '방문 출발', '방문 완료', '수리 접수', '수리 시작']) {
      await submit(await confirmIn(step), step);
    }
    const quote = page.getByRole('region', { name: '수리 견적' });
    await quote.getByLabel('항목 1 이름').fill('부품비');
    await quote.getByLabel('항목 1 금액').fill('30000');
    await quote.getByRole('button', { name: '항목 추가' }).click();
    await quote.getByLabel('항목 2 이름').fill('수리 공임');
    await quote.getByLabel('항목 2 금액').fill('15000');
    await quote.getByRole('button', { name: '견적 저장' }).click();
    await quote.getByText('견적을 저장했습니다.').waitFor();
    await submit(await confirmIn('수리 완료, 견적 안내'), '수리 완료, 견적 안내');

    const { page: mobile } = phone;
    const alerts: string[] = [];
    mobile.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await mobile.goto(phone.url(`/cares/${careId}`));
    await mobile.getByRole('button', { name: '결제하고 배송일 선택하기' }).click();
    const payment = mobile.getByRole('region', { name: 'AS 결제' });
    await payment.getByText('부품비').waitFor();
    expect(await payment.getByText(won(45000)).isVisible()).toBe(true);
    await payment.getByRole('button', { name: '결제하기' }).click();
    await expect.poll(() => alerts.at(-1), { timeout: 15_000 }).toBe('결제 단계로 진행합니다.');
    await mobile.getByRole('button', { name: '방문일 확정' }).click();
    await expect.poll(() => alerts.length, { timeout: 15_000 }).toBe(2);

    await page.reload();
    for (const step of ['재설치 기사 배정', '재설치 배송 출발', '재설치 완료', 'AS 종료']) {
      await submit(await confirmIn(step), step);
    }
    await page.getByText('AS종료', { exact: true }).first().waitFor();
    expect(await page.getByText(`${won(45000)} · 결제 완료`, { exact: false }).count()).toBeGreaterThan(0);
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 120_000);
});
