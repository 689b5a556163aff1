import type { Subsc } from '@shop/domain/api/subscs-read';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffToken } from '../support/admin-api';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { type ConsolePage, confirmMove, openConsole, openMove, staffSignIn } from '../support/console';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';
import { type RunningServer, startServer } from '../support/server';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;

/** Staff moves through the admin API: the journey's setup, the way the console makes them. */
async function staffMoves(baseUrl: string, careId: number, names: string[]) {
  const token = await staffToken(baseUrl, 'operations');
  for (const name of names) {
    await adminCall(baseUrl, 'POST', `/cares/${careId}/moves/${name}`, token, { worker: '김기사' });
  }
}

/**
 * An AS request from the repair bench to its end: an 운영 member finds it in the console's queue, writes
 * the quote and finishes the repair; the customer sees the quote on the phone, pays it with the rental's
 * card and picks the reinstall day; the operator sees the payment and the day, reinstalls and closes it.
 * On a server of its own, since it changes the demo customer's rentals.
 */
describe('console: an AS request quoted, paid on the phone and closed', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: ConsolePage;
  let phone: PhonePage;
  let token: string;
  let careId = 0;
  let rentalId = 0;

  const confirmIn = (button: string) => openMove(desk, button);
  const submit = (dialog: Locator, label: string) => confirmMove(desk, dialog, label);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    desk = await openConsole(browser, server.url);
    const opened = await openPhone(browser, { returningVisitor: true });
    phone = { ...opened, url: (path: string) => `${server.url}/customer_v2${path}` };
    token = await demoToken(server.url);

    // The demo customer files an AS request for a unit of a running rental, as the app does …
    const rentals = await customerCall<Subsc[]>(server.url, 'GET', 'subscs?per_page=50', token);
    const [spot] = await customerCall<{ id: number }[]>(server.url, 'GET', 'spots?per_page=-1', token);
    // A running rental paid by the card that approves (the demo customer also keeps 삼성 0002, which declines).
    const running = rentals.filter(
      (r) =>
        r.state === 400 && r.state_req === 400 && r.payment_orderer_avail?.payment.pays.cardCode !== '12',
    );
    for (const rental of running) {
      const units = await customerCall<{ id: number }[]>(
        server.url,
        'GET',
        `prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${rental.id}`,
        token,
      );
      if (units.length === 0) continue;
      const created = await customerCall<{ id: number }[]>(server.url, 'POST', 'cares', token, {
        prod_orderers: [units[0]!.id],
        contents: ['왼쪽 스피커에서 소리가 나지 않아요'],
        spot_id: spot!.id,
      });
      careId = created[0]!.id;
      rentalId = rental.id;
      break;
    }
    // … and staff have visited, taken the unit and put it on the bench (수리중).
    await staffMoves(server.url, careId, [
      'assignVisit',
      'startVisit',
      'completeVisit',
      'takeForRepair',
      'startRepair',
    ]);
    await staffSignIn(desk, 'operations');
  }, 180_000);

  afterAll(async () => {
    await desk?.context.close();
    await phone?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('quotes the request on the bench and tells the customer the price', async () => {
    expect(careId).toBeGreaterThan(0);
    const { page } = desk;
    await page.goto(desk.url('/cares'));
    await page.getByLabel('검색').fill(`#${careId}`);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: '수리중' })
      .filter({ hasText: String(careId) });
    await row.first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`AS #${careId}`) }).waitFor();

    // Finishing the repair without a quote is refused in place.
    const early = await confirmIn('수리 완료, 견적 안내');
    await early.getByRole('button', { name: '수리 완료, 견적 안내', exact: true }).click();
    await early.getByRole('alert').filter({ hasText: '수리 완료 전에 견적을 작성해 주세요.' }).waitFor();
    await early.getByRole('button', { name: '취소', exact: true }).click();

    const quote = page.getByRole('form', { name: '수리 견적' });
    await quote.getByLabel('항목 1 이름').fill('부품비 (보이스코일)');
    await quote.getByLabel('항목 1 금액').fill('30000');
    await quote.getByRole('button', { name: '항목 추가' }).click();
    await quote.getByLabel('항목 2 이름').fill('수리 공임');
    await quote.getByLabel('항목 2 금액').fill('15000');
    await quote.getByText(`합계 ${won(45000)}`).waitFor();
    await quote.getByRole('button', { name: '견적 저장' }).click();
    await quote.getByText('견적을 저장했습니다.', { exact: false }).waitFor();

    const finish = await confirmIn('수리 완료, 견적 안내');
    await finish.getByText(`견적 ${won(45000)}`, { exact: false }).waitFor();
    await submit(finish, '수리 완료, 견적 안내');
    await page.getByText('고객의 앱 결제를 기다리고 있습니다.', { exact: false }).waitFor();
  });

  it('lets the customer pay the quote with the rental’s card and pick the reinstall day', async () => {
    const { page: mobile } = phone;
    const alerts = recordDialogs(mobile);
    await mobile.goto(phone.url('/users/auth/login'));
    await mobile.getByLabel('이메일').fill(DEMO.email);
    await mobile.getByLabel('비밀번호').fill(DEMO.password);
    await mobile.getByRole('button', { name: '로그인', exact: true }).click();
    await mobile.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 15_000 });

    await mobile.goto(phone.url(`/cares/${careId}`));
    await mobile.getByText('수리완료', { exact: true }).waitFor();
    await mobile.getByRole('button', { name: '결제하고 배송일 선택하기' }).click();
    const payment = mobile.getByRole('region', { name: 'AS 결제' });
    await payment.getByText('부품비 (보이스코일)').waitFor();
    expect(await payment.getByText(won(30000)).isVisible()).toBe(true);
    expect(await payment.getByText(won(45000)).isVisible()).toBe(true);
    // The rental is paid by 신한 4242, the card that approves.
    expect(await payment.getByText(/신한카드 .*4242/).isVisible()).toBe(true);
    await payment.getByRole('button', { name: '결제하기' }).click();
    await expect.poll(() => alerts.at(-1), { timeout: 15_000 }).toBe('결제가 완료되었습니다.');

    const picker = mobile.getByRole('region', { name: '재설치 방문일 선택' });
    const days = picker.getByRole('radio');
    await days.first().waitFor();
    expect(await days.count()).toBeGreaterThanOrEqual(2);
    await picker.locator('label').nth(1).click();
    const chosen = await days.nth(1).getAttribute('value');
    await picker.getByRole('button', { name: '방문일 확정' }).click();
    await expect.poll(() => alerts.at(-1), { timeout: 15_000 }).toBe('방문일이 확정 됐습니다.');
    const [y, m, d] = chosen!.split('-');
    await mobile.getByText(`${y}년 ${m}월 ${d}일`).waitFor();
    await mobile.getByText(`수리 비용 ${won(45000)} · 결제 완료`).waitFor();

    // The charge is in the rental's billing history with the rest of its payments.
    const bills = await customerCall<{ title: string; cost: number; state_title: string }[]>(
      server.url,
      'GET',
      `payments?orderer_id=${rentalId}&orderer_type=subscription&type=bill&per_page=-1`,
      token,
    );
    expect(bills).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `AS 수리비 (AS #${careId})`,
          cost: 45000,
          state_title: '결제 완료',
        }),
      ]),
    );
    expect(phone.errors).toEqual([]);
  });

  it('shows the operator the payment and the day, then reinstalls and closes the request', async () => {
    const { page } = desk;
    await page.reload();
    await page.getByText(`${won(45000)} · 결제 완료`, { exact: false }).waitFor();

    // The charge is refundable from the AS page with the rental page's dialog; both apps then say how much.
    await page
      .getByRole('row')
      .filter({ hasText: won(45000) })
      .getByRole('button', { name: '환불', exact: true })
      .click();
    const refund = page.getByRole('dialog');
    await refund.getByLabel('환불 금액 (원)').fill('15000');
    await refund.getByLabel('환불 사유').fill('부품비 일부 환불');
    await refund.getByRole('button', { name: '환불하기', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '환불이 완료되었습니다.' }).waitFor({ timeout: 15_000 });
    await page.getByText(`${won(45000)} · 결제 완료 · ${won(15000)} 환불`, { exact: false }).waitFor();
    await phone.page.goto(phone.url(`/cares/${careId}`));
    await phone.page.getByText(`수리 비용 ${won(45000)} · 결제 완료 · ${won(15000)} 환불`).waitFor();
    // … and the rental's 결제 table lists it with its rounds.
    await page.goto(desk.url(`/rentals/${rentalId}`));
    await page
      .getByRole('row')
      .filter({ hasText: `AS 수리비 (AS #${careId})` })
      .filter({ hasText: '부분 환불' })
      .waitFor();
    await page.goto(desk.url(`/cares/${careId}`));

    const visit = await customerCall<{ spot_set_at: string }>(server.url, 'GET', `cares/${careId}`, token);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(visit.spot_set_at),
    );
    await page.getByText(day.replaceAll('-', '.'), { exact: true }).first().waitFor();
    await page.getByText('방문일 확정', { exact: true }).first().waitFor();

    const assign = await confirmIn('재설치 기사 배정');
    await assign.getByText(day.replaceAll('-', '.'), { exact: false }).waitFor();
    await assign.getByLabel('기사 이름').fill('박기사');
    await submit(assign, '재설치 기사 배정');
    for (const step of ['재설치 배송 출발', '재설치 완료', 'AS 종료']) {
      await submit(await confirmIn(step), step);
    }
    await page.getByText('지금 할 수 있는 처리가 없습니다.', { exact: false }).waitFor();
    await page.getByRole('list', { name: 'AS 이력' }).getByText('박기사', { exact: false }).waitFor();

    await page.goto(desk.url('/cares?group=closed'));
    await page
      .getByRole('row')
      .filter({ hasText: String(careId) })
      .filter({ hasText: 'AS종료' })
      .first()
      .waitFor();
    const seen = await customerCall<{ state_title: string }>(server.url, 'GET', `cares/${careId}`, token);
    expect(seen.state_title).toBe('AS종료');
    expect(desk.errors).toEqual([]);
  });

  it('the search box shows the search of the address it is on, also after Back', async () => {
    const { page } = desk;
    await page.goto(desk.url('/cares?group=closed'));
    const box = page.getByLabel('검색');
    await box.fill(`#${careId}`);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === `#${careId}`);
    await page
      .getByRole('row')
      .filter({ hasText: String(careId) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`AS #${careId}`) }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === `#${careId}`);
    expect(await box.inputValue()).toBe(`#${careId}`);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => box.inputValue()).toBe('');

    // A page past the end says so and leads back to the first.
    await page.goto(desk.url('/cares?group=closed&page=99'));
    await page.getByText('이 페이지에는 항목이 없습니다.', { exact: false }).waitFor();
    await page.getByRole('button', { name: '첫 페이지로' }).click();
    await page.getByRole('row').filter({ hasText: 'AS종료' }).first().waitFor();
  });
});
