import type { CartItemView, CartPriceLineView } from '@shop/domain/api/carts';
import { formatWon } from '@shop/domain/format/money';
import { monthlyTotal } from '@shop/domain/pricing/monthly-total';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';

const LOGIN_MESSAGE = '로그인이 필요합니다. 로그인 페이지로 이동합니다.';

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  customerCall<T>(inject('baseUrl'), method, path, token, body);

const serverCartIds = async (token: string) =>
  (await call<CartItemView[]>('GET', 'carts?per_page=-1', token)).map((item) => item.local_id);

type Stored = { local_id: string; selected: boolean; cartable: { title: string } };
const storedCart = (page: Page) =>
  page.evaluate("JSON.parse(localStorage.getItem('cartStoreItems') ?? '[]')") as Promise<Stored[]>;

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace('/customer_v2', '') + u.search;
};

/** Opens /carts and answers the server's price lines the page was given. */
async function openCart(phone: PhonePage): Promise<CartPriceLineView[]> {
  const prices = phone.page.waitForResponse((res) => res.url().includes('/carts/prices'));
  await phone.page.goto(phone.url('/carts'));
  return ((await (await prices).json()) as { data: CartPriceLineView[] }).data;
}

const shownTotal = (page: Page) => page.getByTestId('cart-monthly-total').innerText();

describe('cart: a visitor fills the cart, signs in and finds it merged with the server cart', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let token: string;
  const serverOnly = `e2e-server-${Date.now()}`;
  let serverBefore: string[] = [];
  let visitorIds: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
    token = await demoToken(inject('baseUrl'));
    // The demo customer already holds an item in the server cart (added on another device).
    await call('POST', 'carts', token, { items: [{ local_id: serverOnly, cartable_id: 3 }] });
    serverBefore = await serverCartIds(token);
  });

  afterAll(async () => {
    if (token)
      await call('POST', 'carts/deleteItemsByLocalId', token, { localIds: [...visitorIds, serverOnly] });
    await phone?.context.close();
    await browser?.close();
  });

  it('adds two products through their detail pages', async () => {
    const { page } = phone;
    await page.goto(phone.url('/carts'));
    await page.getByText('장바구니에 담긴 상품이 없습니다.').waitFor();
    expect(await page.getByRole('link', { name: '상품 둘러보기' }).getAttribute('href')).toBe(
      '/customer_v2/prods/land',
    );
    for (const prodId of [2, 11]) {
      await page.goto(phone.url(`/prods/${prodId}`));
      await page.getByRole('button', { name: '장바구니 담기' }).click();
      await page.getByText('장바구니에 담았습니다').waitFor();
    }
    visitorIds = (await storedCart(page)).map((item) => item.local_id);
    expect(visitorIds).toHaveLength(2);
    await page.getByRole('link', { name: '장바구니, 상품 2개' }).waitFor();
  });

  it('shows the items, the monthly total from the server lines, the 50,000원 line, and selection moves the total', async () => {
    const { page } = phone;
    const lines = await openCart(phone);
    expect(lines.map((line) => line.local_id).sort()).toEqual([...visitorIds].sort());
    const rows = page.getByRole('list', { name: '장바구니 상품' }).getByRole('listitem');
    expect(await rows.count()).toBe(2);
    const [first, second] = await storedCart(page);
    await page.getByText(first!.cartable.title).first().waitFor();
    await page.getByText(second!.cartable.title).first().waitFor();
    expect(await rows.first().getByRole('combobox', { name: '렌탈 기간' }).isDisabled()).toBe(true);
    expect(await rows.first().getByText('수량 1').isVisible()).toBe(true);

    const total = (selected: string[]) =>
      formatWon(monthlyTotal(lines.map((l) => ({ ...l, selected: selected.includes(l.local_id) }))));
    await expect.poll(() => shownTotal(page)).toBe(total(visitorIds));
    expect(await page.getByTestId('cart-first-instalment').innerText()).toBe(total(visitorIds));
    expect(await page.getByText('50,000원', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('-50,000원', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${first!.cartable.title} 외 1개`).isVisible()).toBe(true);

    await page.getByRole('checkbox', { name: `${first!.cartable.title} 선택` }).uncheck();
    await expect.poll(() => shownTotal(page)).toBe(total([second!.local_id]));
    await page.getByRole('checkbox', { name: `${first!.cartable.title} 선택` }).check();
    await expect.poll(() => shownTotal(page)).toBe(total(visitorIds));
  });

  it('sends a visitor who orders to login, then back to /carts merged with the server cart', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/users/auth/login?redirect=%2Fcarts');
    expect(dialogs).toContain(LOGIN_MESSAGE);

    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/carts');

    const expected = [...new Set([...visitorIds, ...serverBefore])].sort();
    await expect
      .poll(async () => (await storedCart(page)).map((item) => item.local_id).sort(), { timeout: 15_000 })
      .toEqual(expected);
    expect((await serverCartIds(token)).sort()).toEqual(expected);
    await page.getByText('온음 TT-5 레퍼런스 턴테이블').first().waitFor();
    const rows = page.getByRole('list', { name: '장바구니 상품' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(expected.length);
  });

  it('duplicates nothing when the cart button syncs again on /carts', async () => {
    const { page } = phone;
    const before = (await storedCart(page)).map((item) => item.local_id);
    const synced = page.waitForResponse((res) => res.url().includes('/carts?per_page=-1'));
    await page.getByRole('button', { name: /^장바구니/ }).click();
    await synced;
    await page.waitForTimeout(300);
    const after = (await storedCart(page)).map((item) => item.local_id);
    expect(after).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
    const server = await serverCartIds(token);
    expect(server.sort()).toEqual([...before].sort());
  });

  it('orders the selected items: the checkout receives their local ids', async () => {
    const { page } = phone;
    const selected = (await storedCart(page)).filter((item) => item.selected).map((item) => item.local_id);
    expect(selected.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/purOrders/createProd');
    const handed = await page.evaluate("JSON.parse(sessionStorage.getItem('checkoutLocalIds') ?? '[]')");
    expect(handed).toEqual(selected);
    expect(phone.errors).toEqual([]);
  });
});

describe('cart: the selection is capped at 10', () => {
  let browser: Browser;
  let phone: PhonePage;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('starts with 10 of 12 selected and refuses an eleventh with the limit alert', async () => {
    const { page } = phone;
    const dialogs = recordDialogs(page);
    await page.goto(phone.url('/prods/1'));
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByText('장바구니에 담았습니다').waitFor();
    // Twelve copies of the item under their own local ids.
    await page.evaluate(`{
      const [item] = JSON.parse(localStorage.getItem('cartStoreItems') ?? '[]');
      const items = Array.from({ length: 12 }, (_, i) => ({ ...item, local_id: 'cap-' + i, selected: true }));
      localStorage.setItem('cartStoreItems', JSON.stringify(items));
    }`);
    await openCart(phone);
    const boxes = page.getByRole('list', { name: '장바구니 상품' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(12);
    await expect.poll(async () => (await storedCart(page)).filter((item) => item.selected).length).toBe(10);
    expect(await boxes.nth(11).isChecked()).toBe(false);
    await boxes.nth(11).click();
    await expect.poll(() => dialogs).toContain('상품은 최대 10개까지 선택할 수 있습니다.');
    expect(await boxes.nth(11).isChecked()).toBe(false);
    await boxes.nth(0).uncheck();
    await boxes.nth(11).check();
    expect(await boxes.nth(11).isChecked()).toBe(true);
    expect(phone.errors).toEqual([]);
  });
});
