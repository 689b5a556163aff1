import type { Subsc, SubscDetail } from '@shop/domain/api/subscs-read';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken, orderForDemo as orderForApp } from '../support/customer-api';
import { declineNextDialog, recordDialogs } from '../support/dialogs';

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  customerCall<T>(inject('baseUrl'), method, path, token, body);

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace('/customer_v2', '') + u.search;
};

const orderForDemo = (token: string) => orderForApp(inject('baseUrl'), token);

describe('rentals: list, overdue detail, both cancel wizards and an AS request', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let token: string;
  let rentals: Subsc[];
  const byLabel = (test: (label: string) => boolean) => rentals.find((r) => test(r.list_label))!;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
    token = await demoToken(inject('baseUrl'));
    rentals = await call<Subsc[]>('GET', 'subscs?per_page=50', token);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('lists the demo rentals by their labels, 5 at a time, with tooltips and the state chips', async () => {
    const { page } = phone;
    await page.goto(phone.url('/purOrders/user'));
    await expect.poll(() => path(page.url())).toBe('/users/auth/login?redirect=%2FpurOrders%2Fuser');
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/purOrders/user');

    const list = page.getByRole('list', { name: '렌탈 목록' });
    const titles = () => list.getByRole('heading', { level: 2 }).allInnerTexts();
    await expect.poll(titles).toEqual(rentals.slice(0, 5).map((r) => r.list_label));
    expect(rentals.map((r) => r.list_label)).toEqual(
      expect.arrayContaining([
        '신규',
        '상품준비중',
        '배송중',
        '미납중',
        '해지요청',
        '해지종료',
        '인수완료',
        '취소종료',
      ]),
    );
    for (let shown = 5; shown < rentals.length; shown += 5) {
      await page.getByRole('button', { name: '더 보기' }).click();
      await expect.poll(titles).toEqual(rentals.slice(0, shown + 5).map((r) => r.list_label));
    }
    expect(await page.getByRole('button', { name: '더 보기' }).count()).toBe(0);

    // A rental with a failed round is red and says what is wrong (the paused one says it is paused).
    const owing = rentals.filter((r) => r.list_label === '미납중');
    await page
      .getByRole('button', { name: '미납중 상태 설명' })
      .nth(owing.findIndex((r) => r.state === 400))
      .click();
    const tip = page.getByRole('tooltip');
    expect(await tip.innerText()).toBe('정기 결제에 문제가 있습니다. 결제 카드를 확인해 주세요.');
    expect(await tip.getAttribute('data-colour')).toBe('red');

    await page.getByRole('button', { name: '렌탈중', exact: true }).click();
    await expect.poll(() => path(page.url())).toBe('/purOrders/user?state=renting');
    const running = rentals.filter((r) => r.state === 400 || r.state === 800).map((r) => r.list_label);
    await expect.poll(titles).toEqual(running);
  });

  it('shows the overdue section with the unpaid round, 1% interest and 결제 재시도 in place of the payment', async () => {
    const { page } = phone;
    const unpaid = rentals.find((r) => r.list_label === '미납중' && r.state === 400)!;
    const [round] = unpaid.record_subscs_unpaid;
    await page.goto(phone.url(`/subscs/${unpaid.id}`));
    const overdue = page.getByRole('region', { name: '미납 결제' });
    await overdue.waitFor();
    expect(await overdue.getByText(`${round!.round}회차`).isVisible()).toBe(true);
    expect(await overdue.getByText('연체 이자 (1%)').isVisible()).toBe(true);
    const cost = new Intl.NumberFormat('ko-KR').format(round!.cost);
    const interest = new Intl.NumberFormat('ko-KR').format(Math.floor(round!.cost / 100));
    expect(await overdue.getByText(`${interest}원`, { exact: true }).isVisible()).toBe(true);
    expect(await overdue.getByText(`${cost}원`, { exact: true }).count()).toBeGreaterThan(0);
    expect(await overdue.getByRole('button', { name: '결제 재시도' }).isEnabled()).toBe(true);
    expect(await page.getByRole('region', { name: '결제 정보' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '미납중', level: 1 }).isVisible()).toBe(true);
  });

  it('refuses the termination wizard of a rental not yet installed: 해지 신청을 시작할 수 없습니다. and back', async () => {
    const { page } = phone;
    const applied = byLabel((l) => l === '배송중');
    await page.goto(phone.url(`/subscs/${applied.id}`));
    await page.getByRole('heading', { name: '배송중', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: '렌탈 해지' }).count()).toBe(0);
    await page.goto(phone.url(`/subscs/cancel/${applied.id}`));
    await expect.poll(() => dialogs.at(-1)).toBe('해지 신청을 시작할 수 없습니다.');
    await expect.poll(() => path(page.url())).toBe(`/subscs/${applied.id}`);
  });

  it('walks the termination wizard: survey, then the estimate for the pickup date and the ship for cancel', async () => {
    const { page } = phone;
    const running = byLabel((l) => /회차$/.test(l));
    await page.goto(phone.url(`/subscs/${running.id}`));
    await page.getByRole('link', { name: '렌탈 해지' }).click();
    await expect.poll(() => path(page.url())).toBe(`/subscs/cancel/${running.id}`);
    await page.getByText('해지 사유').waitFor();
    const next = page.getByRole('button', { name: '다음' });
    const previous = page.getByRole('button', { name: '이전' });
    expect(await next.isDisabled()).toBe(true);

    await page.getByLabel('이사를 가요').click();
    const step = page.locator('[aria-current="step"]');
    await expect.poll(() => step.innerText()).toBe('2. 신청 내용 확인');
    const select = page.getByLabel('평일 중 회수 받으실 날짜를 선택해 주세요.');
    const date = await select.inputValue();
    const estimate = (await call<SubscDetail>('GET', `subscs/${running.id}?flag=cancel`, token))
      .cancel_estimate!;
    expect(date).toBe(estimate.spot_out_range!.earliest);
    const total = `${new Intl.NumberFormat('ko-KR').format(estimate.total)}원`;
    await expect.poll(() => page.getByTestId('penalty-total').innerText()).toBe(total);
    expect(estimate.total).toBeGreaterThan(0);
    const pickup = page.getByRole('definition').filter({ hasText: date });
    expect(await pickup.count()).toBe(1);
    expect(await page.getByRole('region', { name: '회수 주소' }).getByText('김소리').isVisible()).toBe(true);
    expect(await next.isEnabled()).toBe(true);

    // A later pickup date asks the server again.
    const options = await select.locator('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(5);
    const later = (await select.locator('option').nth(5).getAttribute('value'))!;
    await select.selectOption(later);
    const laterEstimate = (
      await call<SubscDetail>('GET', `subscs/${running.id}?flag=cancel&spot_out_at=${later}`, token)
    ).cancel_estimate!;
    await expect
      .poll(() => page.getByTestId('penalty-total').innerText())
      .toBe(`${new Intl.NumberFormat('ko-KR').format(laterEstimate.total)}원`);

    // 다음 asks first, with the penalty for that date; 이전 closes the sheet and sends nothing.
    await next.click();
    const sheet = page.getByRole('dialog', { name: '렌탈 해지를 신청할까요?' });
    await sheet.waitFor();
    expect(await sheet.getByTestId('penalty-total').innerText()).toBe(
      `${new Intl.NumberFormat('ko-KR').format(laterEstimate.total)}원`,
    );
    await sheet.getByRole('button', { name: '이전', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    expect((await call<Subsc>('GET', `subscs/${running.id}`, token)).state_req).toBe(400);

    // 취소 goes back a step, then out of the wizard; the demo rental is left running.
    await previous.click();
    await expect.poll(() => step.innerText()).toBe('1. 사유 선택');
    await previous.click();
    await expect.poll(() => path(page.url())).toBe(`/subscs/${running.id}`);
    expect((await call<Subsc>('GET', `subscs/${running.id}`, token)).state_req).toBe(400);
  });

  it('cancels a new order through the set-cancel wizard: 0원 penalty, the refund confirmed in a sheet, step 3, then the detail says 취소종료', async () => {
    const { page } = phone;
    const subscId = await orderForDemo(token);
    await page.goto(phone.url(`/subscs/${subscId}`));
    await page.getByRole('link', { name: '주문 취소' }).click();
    await expect.poll(() => path(page.url())).toBe(`/subscs/setCancel/${subscId}`);
    const next = page.getByRole('button', { name: '다음' });
    const previous = page.getByRole('button', { name: '이전', exact: true });
    await page.getByText('취소 사유', { exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('렌탈료가 부담돼요').click();
    await page.getByRole('region', { name: '위약금' }).getByText('0원', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: '계약서' }).innerText()).toContain(
      '아직 계약이 시작되지 않았습니다.',
    );
    // 다음 only asks: the sheet names the refund, and its own button sends.
    await next.click();
    const sheet = page.getByRole('dialog', { name: '주문을 취소할까요?' });
    await sheet.waitFor();
    expect((await call<Subsc>('GET', `subscs/${subscId}`, token)).state).toBe(10);
    const refund = (await call<SubscDetail>('GET', `subscs/${subscId}?flag=init-cancel`, token))
      .cancel_estimate!.refund;
    expect(await sheet.getByTestId('confirm-refund').innerText()).toBe(
      `${new Intl.NumberFormat('ko-KR').format(refund)}원`,
    );
    await sheet.getByRole('button', { name: '주문 취소하기' }).click();
    await page.getByText('주문이 취소되었습니다.').waitFor();
    expect(await previous.isDisabled()).toBe(true);
    const cancelled = await call<Subsc>('GET', `subscs/${subscId}`, token);
    expect([cancelled.state, cancelled.state_req]).toEqual([30, 160]);
    await next.click();
    await expect.poll(() => path(page.url())).toBe(`/subscs/${subscId}`);
    await page.getByRole('heading', { name: '취소종료', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: '주문 취소' }).count()).toBe(0);
  });

  it('says why an overdue rental has no product to file AS for, where the list was only empty', async () => {
    const { page } = phone;
    const owing = byLabel((l) => l === '미납중');
    await page.goto(phone.url(`/cares/container/create?subsc_id=${owing.id}`));
    const agree = page.getByRole('dialog', { name: 'AS 신청 동의' });
    await agree.getByRole('button', { name: '전체 동의' }).click();
    await agree.getByRole('button', { name: '동의하기', exact: true }).click();
    const prods = page.getByRole('dialog', { name: '나의 제품 목록' });
    await prods.getByText('AS를 신청할 수 있는 제품이 없습니다.').waitFor();
    expect(await prods.innerText()).toContain('미납 요금이 있다면 렌탈 상세에서 먼저 결제해 주세요.');
  });

  it('files an AS request in 4 steps, lands on the list, and withdraws it from the detail', async () => {
    const { page } = phone;
    const running = byLabel((l) => /회차$/.test(l));
    await page.goto(phone.url(`/subscs/${running.id}`));
    await page.getByRole('link', { name: 'AS신청' }).click();
    await expect.poll(() => path(page.url())).toBe(`/cares/container/create?subsc_id=${running.id}`);

    // 1. Both agreement groups are required; 전체 동의 ticks them.
    const agree = page.getByRole('dialog', { name: 'AS 신청 동의' });
    await agree.getByRole('button', { name: '동의하기', exact: true }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('A/S정책 및 개인정보 제공 동의해주세요.');
    expect(
      await page.evaluate(
        "getComputedStyle(document.querySelector('dialog[open]:not([data-app-dialog])')).maxWidth",
      ),
    ).toBe('300px');
    await agree.getByRole('button', { name: '전체 동의' }).click();
    await agree.getByRole('button', { name: '동의하기', exact: true }).click();

    // 2. My product list: proceeding needs one product.
    const prods = page.getByRole('dialog', { name: '나의 제품 목록' });
    const proceed = prods.getByRole('button', { name: 'AS 신청 진행하기' });
    await prods.getByLabel('전체 선택').waitFor();
    expect(await proceed.isDisabled()).toBe(true);
    await prods.getByLabel('전체 선택').check();
    expect(await prods.getByTestId('care-selected-count').innerText()).toMatch(/^1개 선택/);
    await proceed.click();

    // 3. Symptom and a file; 4. the visit address (the default one).
    const submit = page.getByRole('button', { name: 'AS 신청하기' });
    const stamp = `e2e ${Date.now()}`;
    // With a pasted link to a video of the fault: one word longer than the phone is wide.
    const link = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/view?usp=sharing';
    await page.getByLabel('증상').fill(`왼쪽에서 소리가 나지 않습니다 (${stamp}) 영상: ${link}`);
    await page.getByLabel('사진 또는 파일 첨부 (선택)').setInputFiles({
      name: 'symptom.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(await page.getByRole('region', { name: '방문 주소' }).innerText()).toContain('주말·공휴일 수령');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/cares/container/list');
    expect(dialogs).toContain('A/S 신청이 완료되었습니다.');
    expect(dialogs).not.toContain('약관 동의를 기록하지 못했습니다.');

    const entry = page.getByRole('list', { name: 'AS 신청 내역' }).getByRole('listitem').first();
    expect(await entry.innerText()).toContain('AS요청');
    await entry.getByRole('link').click();
    await page.getByText(stamp, { exact: false }).waitFor();
    expect(await page.getByText('첨부 symptom.pdf').isVisible()).toBe(true);
    expect(await page.getByText('담당자가 곧 연락드릴 예정입니다.').isVisible()).toBe(true);
    // The symptom wraps inside its box; the page stays as wide as the phone (it was 581 px on 390).
    expect(await page.getByText(link).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(
      page.viewportSize()!.width,
    );
    expect(await page.getByRole('region', { name: '방문 주소' }).innerText()).toMatch(/010-\d{4}-\d{4}/);

    // Withdrawing cannot be undone, so it is asked first: 아니요 leaves the request as it was.
    declineNextDialog(dialogs);
    await page.getByRole('button', { name: 'AS 접수 취소' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('A/S 접수를 취소하시겠습니까?');
    await page.locator('dialog[data-app-dialog]').waitFor({ state: 'detached' });
    expect((await call<Subsc>('GET', `subscs/${running.id}`, token)).cares_enable).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'AS 접수 취소' }).isEnabled()).toBe(true);

    // Withdraw it, so the demo rental can take an AS request again: this time 접수 취소 on the question.
    await page.getByRole('button', { name: 'AS 접수 취소' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('as 접수가 취소 되었습니다.');
    expect(dialogs.slice(-2)).toEqual(['A/S 접수를 취소하시겠습니까?', 'as 접수가 취소 되었습니다.']);
    await page.getByText('철회', { exact: true }).waitFor();
    expect((await call<Subsc>('GET', `subscs/${running.id}`, token)).cares_enable).toEqual([]);
  });

  it("shows the 404 screen for an AS request form of a rental that is not the customer's", async () => {
    const { page } = phone;
    await page.goto(phone.url('/cares/container/create?subsc_id=987654'));
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
    expect(await page.getByRole('button', { name: 'AS 신청하기' }).count()).toBe(0);
    expect(phone.errors).toEqual([]);
  });

  it('shows the 404 screen for an address whose id is no id at all, not a retry that cannot succeed', async () => {
    const { page } = phone;
    for (const address of [
      '/subscs/abc',
      '/subscs/cancel/abc',
      '/cares/abc',
      '/payments/bill/subsc/abc',
      '/subscs/6/invoices/abc',
      '/purOrders/createProdComplete/abc',
    ]) {
      await page.goto(phone.url(address));
      await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor({ timeout: 5_000 });
      expect(await page.getByRole('button', { name: '다시 시도' }).count(), address).toBe(0);
    }
  });
});
