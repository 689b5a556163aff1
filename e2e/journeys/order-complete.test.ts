import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { formatPhone } from '@shop/domain/format/phone';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { agreeToAll } from '../support/checkout-agreements';
import { customerCall } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';

/** Where the journey leaves its phone-width screenshots of the complete page, to be looked at. */
const COMPLETE_SCREENSHOT = path.join(tmpdir(), 'order-complete-390.png');
const COMPLETE_END_SCREENSHOT = path.join(tmpdir(), 'order-complete-390-end.png');
/** The turntable TT-1, whose add-ons include the RC-1 cable (untracked stock: it holds no unit). */
const TURNTABLE = 1;
const CABLE = /RC-1/;
const ADDRESS = {
  addr_code: '03925',
  addr: '서울특별시 마포구 월드컵북로 396',
  addr_desc: '305호',
};

const call = <T>(method: string, pathname: string, token: string | null, body?: unknown) =>
  customerCall<T>(inject('baseUrl'), method, pathname, token, body);
const pathOf = (url: string) => new URL(url).pathname.replace('/customer_v2', '');

type Customer = { email: string; password: string; name: string; mobile: string; token: string };

/** A new customer (identity simulator, POST users) with a saved Seoul address and the approving 신한 card. */
async function newCustomerWithCard(): Promise<Customer> {
  const stamp = `${Date.now()}`;
  const person = {
    email: `order.${stamp}@example.com`,
    password: 'sound1234',
    name: '박주문',
    mobile: `010${stamp.slice(-8)}`,
  };
  const { verif_id } = await call<{ verif_id: string }>('GET', 'users/noticeMsgVerifReq?type=register', null);
  await call('POST', 'sim/identity', null, { verif_id, name: person.name, phoneNo: person.mobile });
  const docs = await call<{ id: number }[]>(
    'GET',
    `docs?slugs=${SIGNUP_REQUIRED_DOC_SLUGS.join(',')}&per_page=-1`,
    null,
  );
  const { access_token: token } = await call<{ access_token: string }>('POST', 'users', null, {
    email: person.email,
    password: person.password,
    passwordConfirm: person.password,
    verif_id,
    doc_confirmables: docs.map((doc) => ({ doc_id: doc.id, state: 100 })),
  });
  await call('POST', 'spots', token, { name: person.name, tel: person.mobile, ...ADDRESS, state: 100 });
  // The card as the simulator's card page registers it (checkout.test.ts goes through the page itself).
  const start = await call<{ issue_id: string; url: string }>('POST', 'payments/billAuth', token, {});
  await fetch(new URL(start.url, inject('baseUrl')));
  await call('POST', 'sim/pg/billing-key', null, {
    issue_id: start.issue_id,
    card_number: '4242424242424242',
    expiry: '1239',
    birth: '900101',
    pwd_2digit: '12',
  });
  await call('POST', 'payments/billAuth/confirm', token, { issue_id: start.issue_id });
  return { ...person, token };
}

async function signIn(phone: PhonePage, customer: Customer): Promise<void> {
  const { page } = phone;
  await page.goto(phone.url('/users/auth/login'));
  await page.getByLabel('이메일').fill(customer.email);
  await page.getByLabel('비밀번호').fill(customer.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 15_000 });
}

/** The text of the first element matching, whitespace squeezed. */
const textOf = async (locator: Locator) => (await locator.first().innerText()).replace(/\s+/g, ' ').trim();

/**
 * Issue 12, "money shown right": a paid add-on ticked on the product page stays with the order. The
 * complete page shows the order number, the delivery address, the card with its issuer and every product
 * and add-on with its monthly fee; the rental detail and my rentals show the same order number and the
 * add-on.
 */
describe('order complete: the order number, the address, the card and the paid add-on', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let customer: Customer;
  /** As the product page showed them: the add-on's title and fee, the monthly price with it. */
  let addOnTitle = '';
  let addOnFee = '';
  let monthly = '';
  let orderNumber = '';

  beforeAll(async () => {
    customer = await newCustomerWithCard();
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
    await signIn(phone, customer);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('ticks the RC-1 cable on the product page: its fee is in the monthly price', async () => {
    const { page } = phone;
    await page.goto(phone.url(`/prods/${TURNTABLE}`));
    const price = page.getByTestId('monthly-price');
    await expect.poll(() => price.innerText(), { timeout: 15_000 }).toMatch(/^월 [\d,]+원$/);
    const before = await price.innerText();
    const cable = page.locator('label').filter({ hasText: CABLE });
    addOnTitle = (await cable.locator('span').first().innerText()).trim();
    addOnFee = (await cable.locator('span').last().innerText()).trim();
    expect(addOnFee).toMatch(/^\+월 [\d,]+원$/);
    await cable.getByRole('checkbox').check();
    await expect.poll(() => price.innerText()).not.toBe(before);
    monthly = await price.innerText();
    const won = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(won(monthly)).toBeGreaterThan(won(before));

    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByText('장바구니에 담았습니다').waitFor();
  });

  it('orders it and lands on the complete page with the order number, address, card and add-on', async () => {
    const { page } = phone;
    await page.goto(phone.url('/carts'));
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect.poll(() => pathOf(page.url()), { timeout: 15_000 }).toBe('/purOrders/createProd');
    await page.getByRole('radiogroup', { name: '주소록' }).getByText(ADDRESS.addr_desc).waitFor();
    await page.getByText('4242-****-****-4242').waitFor();
    expect(await page.getByTestId('checkout-first-instalment').innerText()).toBe(monthly.replace('월 ', ''));
    await agreeToAll(page);
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await page.waitForURL(/\/purOrders\/createProdComplete\/\d+$/, { timeout: 30_000 });
    await page.getByText('주문이 완료되었습니다').waitFor();

    const number = page.getByTestId('complete-order-number');
    await number.waitFor({ timeout: 15_000 });
    orderNumber = await number.innerText();
    expect(orderNumber).toMatch(/^SD-\d{6}$/);

    const order = page.getByRole('listitem', { name: /주문$/ });
    expect(await textOf(order)).toContain(monthly);
    const addOns = page.getByRole('list', { name: /추가 상품$/ });
    expect(await textOf(addOns)).toBe(`추가 ${addOnTitle} ${addOnFee}`);

    const address = await textOf(page.getByTestId('complete-address'));
    expect(address).toContain(`(${ADDRESS.addr_code}) ${ADDRESS.addr} ${ADDRESS.addr_desc}`);
    expect(address).toContain(customer.name);
    expect(address).toContain(formatPhone(customer.mobile));
    expect(await page.getByTestId('complete-card').innerText()).toBe('신한카드 4242-****-****-4242');
    expect(await page.getByTestId('complete-paid').innerText()).toBe(monthly.replace('월 ', ''));

    const rental = Number(
      (await page.getByRole('link', { name: '주문 상세' }).getAttribute('href'))!.split('/').pop(),
    );
    expect(orderNumber).toBe(`SD-${String(rental).padStart(6, '0')}`);
    expect(await page.getByRole('link', { name: '청구서' }).getAttribute('href')).toBe(
      `/customer_v2/payments/bill/subsc/${rental}`,
    );

    // What a phone shows first (390 × 844), and at the end of the page (the address above the save bar).
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await page.screenshot({ path: COMPLETE_SCREENSHOT });
    await page.evaluate("document.querySelector('[data-testid=complete-address]').scrollIntoView()");
    await page.screenshot({ path: COMPLETE_END_SCREENSHOT });
    expect(dialogs).toEqual([]);
  });

  it('shows the same order number and the add-on with its fee on the rental detail', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: '주문 상세' }).click();
    await expect.poll(() => pathOf(page.url())).toMatch(/^\/subscs\/\d+$/);
    const number = page.getByTestId('order-number');
    await number.waitFor({ timeout: 15_000 });
    expect(await number.innerText()).toBe(orderNumber);
    const addOns = page.getByRole('list', { name: '추가 상품' });
    expect(await textOf(addOns)).toBe(`추가 ${addOnTitle} ${addOnFee}`);
  });

  it('shows the same order number and the add-on in my rentals', async () => {
    const { page } = phone;
    await page.goto(phone.url('/purOrders/user'));
    const entry = page.getByRole('listitem', { name: / 렌탈$/ }).first();
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.getByTestId('order-number').innerText()).toBe(`주문번호 ${orderNumber}`);
    expect(await textOf(entry.getByRole('list', { name: /추가 상품$/ }))).toBe(
      `추가 ${addOnTitle} ${addOnFee}`,
    );
    expect(await textOf(entry)).toContain(monthly);
    expect(phone.errors).toEqual([]);
  });
});
