import type { CartItemView } from '@shop/domain/api/carts';
import type { Payment } from '@shop/domain/api/payments';
import type { User } from '@shop/domain/api/users';
import {
  CARD_REGISTRATION_FAIL_MESSAGE,
  PAYMENT_FAIL_PAGE_MESSAGE,
} from '@shop/domain/checkout/checkout-messages';
import { SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { formatPhone } from '@shop/domain/format/phone';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { agreeToAll } from '../support/checkout-agreements';
import { customerCall } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';

type Customer = { email: string; password: string; name: string; mobile: string; token: string; id: number };

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  customerCall<T>(inject('baseUrl'), method, path, token, body);

let counter = 0;
/** A new customer per run, signed up through the identity simulator and POST users (as signup.test.ts). */
async function newCustomer(): Promise<Customer> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const person = {
    email: `checkout.${stamp}@example.com`,
    password: 'sound1234',
    name: '김결제',
    mobile: `010${stamp.slice(-8)}`,
  };
  const { verif_id } = await call<{ verif_id: string }>('GET', 'users/noticeMsgVerifReq?type=register', null);
  await call('POST', 'sim/identity', null, { verif_id, name: person.name, phoneNo: person.mobile });
  const docs = await call<{ id: number }[]>(
    'GET',
    `docs?slugs=${SIGNUP_REQUIRED_DOC_SLUGS.join(',')}&per_page=-1`,
    null,
  );
  const created = await call<{ id: number; access_token: string }>('POST', 'users', null, {
    email: person.email,
    password: person.password,
    passwordConfirm: person.password,
    verif_id,
    doc_confirmables: docs.map((doc) => ({ doc_id: doc.id, state: 100 })),
  });
  return { ...person, id: created.id, token: created.access_token };
}

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace('/customer_v2', '') + u.search;
};
const storedIds = (page: Page) =>
  page.evaluate(
    "JSON.parse(localStorage.getItem('cartStoreItems') ?? '[]').map((item) => item.local_id)",
  ) as Promise<string[]>;
const serverCartIds = async (token: string) =>
  (await call<CartItemView[]>('GET', 'carts?per_page=-1', token)).map((item) => item.local_id);
const paidCount = async (c: Customer) =>
  (await call<User>('GET', `users/${c.id}`, c.token)).subscs_counts.find((s) => s.key === 'paid')!.count;
const focusedLabel = (page: Page) =>
  page.evaluate("document.activeElement?.labels?.[0]?.textContent ?? document.activeElement?.id ?? ''");

/** A visitor adds product 2, orders, signs in on the login page and comes back to the cart. */
async function fillCartAndSignIn(phone: PhonePage, customer: Customer): Promise<string[]> {
  const { page } = phone;
  await page.goto(phone.url('/prods/2'));
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.getByText('장바구니에 담았습니다').waitFor();
  const visitorIds = await storedIds(page);
  await page.goto(phone.url('/carts'));
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect.poll(() => path(page.url())).toBe('/users/auth/login?redirect=%2Fcarts');
  await page.getByLabel('이메일').fill(customer.email);
  await page.getByLabel('비밀번호').fill(customer.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/carts');
  return visitorIds;
}

/** 카드 추가 → the simulator's card page → back on the checkout with the card chosen. */
async function registerCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: '카드 추가' }).click();
  await page.waitForURL(/\/sim\/pg\/billing-key/);
  await page.getByLabel('카드번호').fill(number);
  await page.getByLabel('유효기간 (MMYY)').fill('1239');
  await page.getByLabel('생년월일 6자리').fill('900101');
  await page.getByLabel('비밀번호 앞 2자리').fill('12');
  await page.getByRole('button', { name: '카드 등록' }).click();
  await page.waitForURL(/\/purOrders\/createProd$/, { timeout: 15_000 });
  await page.getByRole('radiogroup', { name: '결제 카드' }).getByRole('radio').first().waitFor();
}

describe('checkout: from a visitor cart to a paid rental with a delivery date', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let customer: Customer;
  let visitorIds: string[] = [];
  let paymentId = 0;

  beforeAll(async () => {
    customer = await newCustomer();
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('fills a cart as a visitor, signs in and finds it merged into the server cart', async () => {
    visitorIds = await fillCartAndSignIn(phone, customer);
    expect(visitorIds).toHaveLength(1);
    await expect.poll(() => serverCartIds(customer.token), { timeout: 15_000 }).toEqual(visitorIds);
    expect(await storedIds(phone.page)).toEqual(visitorIds);
  });

  it('goes to the checkout: summary, orderer and the pay checks in order with focus', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/purOrders/createProd');
    await page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').first().waitFor();
    expect(await page.getByText('주문 상품 1개').isVisible()).toBe(true);
    await page.getByText(customer.email).waitFor();
    expect(await page.getByText('-50,000원', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('checkout-first-instalment').innerText()).toMatch(/^[\d,]+원$/);

    const pay = page.getByRole('button', { name: /결제하기$/ });
    await pay.click();
    await expect.poll(() => dialogs.at(-1)).toBe('주소를 입력해주세요');
    expect(await focusedLabel(page)).toBe('받는 분 *');
    await page.getByRole('button', { name: '카드 추가' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('주소를 저장해주세요');
  });

  it('is refused an address outside the region, then saves one in Seoul', async () => {
    const { page } = phone;
    await page.getByLabel('주문자 정보와 동일').check();
    expect(await page.getByLabel('받는 분 *').inputValue()).toBe(customer.name);
    expect(await page.getByLabel('연락처 *').inputValue()).toBe(formatPhone(customer.mobile));

    const search = async (query: string) => {
      await page.getByRole('button', { name: '우편번호 검색' }).click();
      await page.getByLabel('주소 검색어').fill(query);
      await page.getByLabel('주소 검색어').press('Enter');
      await page.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
    };
    await search('해운대');
    await page.getByText('설치 불가능한 지역입니다').waitFor();
    expect(await page.getByLabel('주소 *', { exact: true }).inputValue()).toBe('');

    await search('월드컵북로');
    await expect.poll(() => page.getByLabel('주소 *', { exact: true }).inputValue()).toMatch(/^서울/);
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('주소를 입력해주세요');
    expect(await focusedLabel(page)).toBe('상세 주소 *');
    await page.getByLabel('상세 주소 *').fill('101호');
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('주소를 저장해주세요');

    await page.getByLabel('기본 배송지로 저장').check();
    await page.getByRole('button', { name: '배송지 저장' }).click();
    const book = page.getByRole('radiogroup', { name: '주소록' });
    await book.getByText('101호').waitFor();
    expect(await book.getByRole('radio').first().isChecked()).toBe(true);
    const spots = await call<{ addr: string; state: number }[]>('GET', 'spots?per_page=-1', customer.token);
    expect(spots).toHaveLength(1);
    expect(spots[0]).toMatchObject({ state: 100 });

    await page.getByRole('button', { name: /결제하기$/ }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('결제수단을 선택해주세요.');
  });

  it('registers an approving test card on the simulator page, then must agree to both groups', async () => {
    const { page } = phone;
    await registerCard(page, '4242424242424242');
    const card = page.getByRole('radiogroup', { name: '결제 카드' }).getByRole('radio');
    expect(await card.count()).toBe(1);
    expect(await card.first().isChecked()).toBe(true);
    await page.getByText('4242-****-****-4242').waitFor();
    // The page came back: the address stays chosen.
    expect(
      await page.getByRole('radiogroup', { name: '주소록' }).getByRole('radio').first().isChecked(),
    ).toBe(true);

    await page.locator('fieldset').first().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('약관에 동의해주세요.');
    // A document's own box without its understood box is not enough.
    await page.locator('fieldset').nth(1).getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    expect(dialogs.filter((d) => d === '약관에 동의해주세요.')).toHaveLength(2);
  });

  it('pays once even on a double click and lands on the complete page', async () => {
    const { page } = phone;
    expect(await paidCount(customer)).toBe(0);
    await agreeToAll(page);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && /\/api\/v2\/customer\/(purOrders|payments|subscs)$/.test(req.url()))
        posts.push(`${new URL(req.url()).pathname.split('/').pop()} ${req.headers()['idempotency-key']}`);
    });
    await page.getByRole('button', { name: /결제하기$/ }).dblclick();
    await page.waitForURL(/\/purOrders\/createProdComplete\/\d+$/, { timeout: 30_000 });
    paymentId = Number(path(page.url()).split('/').pop());
    expect(posts.map((p) => p.split(' ')[0])).toEqual(['purOrders', 'payments', 'subscs']);
    expect(posts.every((p) => /^\S+ [0-9a-f-]{36}$/.test(p))).toBe(true);

    const payment = await call<Payment>('GET', `payments/${paymentId}`, customer.token);
    expect(payment.state).toBe(PAYMENT_STATE.BILL_SUCCESS);
    const charges = await call<{ payment_id: string }[]>('GET', 'sim/pg/charges', null);
    expect(charges.filter((c) => c.payment_id === payment.pm_id)).toHaveLength(1);
    // The ordered item left both copies of the cart.
    expect(await storedIds(page)).toEqual([]);
    expect(await serverCartIds(customer.token)).toEqual([]);
    await page.getByText('주문이 완료되었습니다').waitFor();
    await page.getByRole('link', { name: '주문 상세' }).waitFor();
    expect(await page.getByRole('link', { name: '청구서' }).getAttribute('href')).toMatch(
      /^\/customer_v2\/payments\/bill\/subsc\/\d+$/,
    );
  });

  it('picks a delivery date, saves it and confirms on the result page', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('배송 희망일을 선택해 주세요.');
    const first = page.getByRole('radiogroup', { name: '배송 희망일' }).getByRole('radio').first();
    const date = (await first.getAttribute('value'))!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await first.check({ force: true });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('저장되었습니다');
    await expect.poll(() => path(page.url())).toBe(`/purOrders/createProdResult/${paymentId}`);
    expect(await page.getByTestId('result-date').innerText()).toBe(date);
    expect(await page.getByRole('link', { name: '확인', exact: true }).getAttribute('href')).toBe(
      '/customer_v2/purOrders/user',
    );
  });

  it('counts the rental on my page (결제완료 up by one)', async () => {
    const { page } = phone;
    expect(await paidCount(customer)).toBe(1);
    await page.goto(phone.url(`/users/${customer.id}`));
    const paid = page.getByRole('listitem').filter({ hasText: '결제완료' }).locator('strong');
    await expect.poll(() => paid.innerText(), { timeout: 10_000 }).toBe('1');
    expect(phone.errors).toEqual([]);
  });

  it('lists the card with the rental it pays on the saved cards screen', async () => {
    const { page } = phone;
    await page.goto(phone.url('/payments/billAuthBillKey'));
    await expect.poll(() => page.getByTestId('saved-card-count').innerText()).toBe('1');
    await page.getByText('신한카드').waitFor();
    await page.getByRole('button', { name: '이 카드로 결제 중인 렌탈 1건' }).click();
    await page.getByRole('link', { name: /월 [\d,]+원/ }).waitFor();
  });

  it("shows the result page again after a reload, and the 404 screen for a payment that is not the customer's", async () => {
    const { page } = phone;
    await page.goto(phone.url(`/purOrders/createProdResult/${paymentId}`));
    await page.getByText('배송 희망일이 저장되었습니다').waitFor();
    await page.goto(phone.url(`/purOrders/createProdResult/${paymentId + 100_000}`));
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
    expect(await page.getByText('배송 희망일이 저장되었습니다').count()).toBe(0);
    expect(phone.errors).toEqual([]);
  });
});

describe('checkout: a declined card ends on the fail page with the items back in the cart', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let customer: Customer;

  beforeAll(async () => {
    customer = await newCustomer();
    await call('POST', 'spots', customer.token, {
      name: customer.name,
      tel: customer.mobile,
      addr_code: '03925',
      addr: '서울특별시 마포구 월드컵북로 396',
      addr_desc: '202호',
      state: 100,
    });
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('a failed card registration says so and stays on the checkout', async () => {
    const { page } = phone;
    await fillCartAndSignIn(phone, customer);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/purOrders/createProd');
    await page.getByRole('radiogroup', { name: '주소록' }).getByText('202호').waitFor();
    await page.getByRole('button', { name: '카드 추가' }).click();
    await page.waitForURL(/\/sim\/pg\/billing-key/);
    await page.getByLabel('카드번호').fill('4242424242424241');
    await page.getByLabel('유효기간 (MMYY)').fill('1239');
    await page.getByLabel('생년월일 6자리').fill('900101');
    await page.getByLabel('비밀번호 앞 2자리').fill('12');
    await page.getByRole('button', { name: '카드 등록' }).click();
    await page.waitForURL(/\/purOrders\/createProd$/, { timeout: 15_000 });
    expect(dialogs).toContain(CARD_REGISTRATION_FAIL_MESSAGE);
    await page.getByText('등록된 카드가 없습니다. 카드를 추가해 주세요.').waitFor();
  });

  it('pays with the declining test card and shows the card company’s message', async () => {
    const { page } = phone;
    const cartBefore = await storedIds(page);
    expect(cartBefore).toHaveLength(1);
    await registerCard(page, '4000000000000002');
    await page.getByText('4000-****-****-0002').waitFor();
    await agreeToAll(page);
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await page.waitForURL(/\/purOrders\/createProdFail\/\d+$/, { timeout: 30_000 });
    await page.getByText(PAYMENT_FAIL_PAGE_MESSAGE).waitFor();
    await expect.poll(() => page.getByTestId('fail-provider-message').innerText()).toBe('잔액 부족');
    expect(await paidCount(customer)).toBe(0);

    // The items are back in the cart, in this browser and on the server.
    expect(await storedIds(page)).toEqual(cartBefore);
    expect(await serverCartIds(customer.token)).toEqual(cartBefore);
    await page.getByRole('link', { name: '장바구니로 가기' }).click();
    await expect.poll(() => path(page.url())).toMatch(/^\/carts\/\d+$/);
    await page.getByRole('list', { name: '장바구니 상품' }).getByRole('listitem').first().waitFor();
    expect(await storedIds(page)).toEqual(cartBefore);
    expect(phone.errors).toEqual([]);
  });
});
