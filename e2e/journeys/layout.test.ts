import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';

type ProdCat = { id: number; title: string; state: number };

describe('layout: top bar, menu, footer, error screens and the home catalogue', () => {
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

  it('shows home with the top bar, featured product cards and the footer', async () => {
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => page.getByRole('link', { name: '소리담 홈' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '뒤로 가기' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '메뉴 열기' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^장바구니/ }).getAttribute('href')).toBe(
      '/customer_v2/carts',
    );

    const cards = page.locator('section[aria-labelledby^="featd-"] ul a');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    expect(await cards.first().innerText()).toMatch(/월 [\d,]+원/);

    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain('평일 10:00~18:00');
    expect(await footer.innerText()).toContain('11:00~16:00');
    expect(await footer.innerText()).toContain('1588-0000');
    expect(await page.getByText('사업자등록번호').isVisible()).toBe(false);
    await page.getByRole('button', { name: /사업자 정보/ }).click();
    expect(await page.getByText('사업자등록번호').isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
  });

  it('lists the visible categories from the API in reverse order in the menu, one section open at a time', async () => {
    const { page } = phone;
    const answer = (await (
      await fetch(
        `${inject('baseUrl')}/api/v2/customer/prodCats?per_page=-1&prods_simple=true&prods_count_gt=0`,
      )
    ).json()) as {
      data: ProdCat[];
    };
    const expected = answer.data
      .filter((cat) => cat.state === 100)
      .map((cat) => cat.title)
      .reverse();
    expect(expected.length).toBeGreaterThan(0);

    const menuCall = page.waitForRequest((req) => new URL(req.url()).pathname.endsWith('/prodCats'));
    await page.goto(phone.url('/'));
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The call as the document gives it: only categories with products.
    const query = new URL((await menuCall).url()).searchParams;
    expect([query.get('per_page'), query.get('prods_simple'), query.get('prods_count_gt')]).toEqual([
      '-1',
      'true',
      '0',
    ]);
    const prodLinks = dialog.locator('#menu-section-prods a');
    await expect.poll(() => prodLinks.count()).toBe(expected.length + 2);
    expect(await prodLinks.allInnerTexts()).toEqual(['전체 상품', '패키지', ...expected]);

    await dialog.getByRole('button', { name: '회사 소개' }).click();
    expect(await dialog.locator('#menu-section-prods').isVisible()).toBe(false);
    expect(await dialog.locator('#menu-section-company a').allInnerTexts()).toHaveLength(5);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '전체 상품' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/customer_v2/prods/land');
    expect(await page.getByRole('button', { name: '뒤로 가기' }).isVisible()).toBe(true);
  });

  it('says 상품 분류 목록을 확인할 수 없습니다 in the menu when there is no category to show', async () => {
    const visitor = await openPhone(browser, { returningVisitor: true });
    try {
      // A catalogue without categories is not in the demo data: the answer is made empty for this page only.
      await visitor.page.route(/\/api\/v2\/customer\/prodCats\?/, (route) =>
        route.fulfill({
          json: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: -1 } },
        }),
      );
      await visitor.page.goto(visitor.url('/'));
      await visitor.page.getByRole('button', { name: '메뉴 열기' }).click();
      await visitor.page.getByRole('dialog').getByText('상품 분류 목록을 확인할 수 없습니다.').waitFor();
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('counts the local cart in the badge and draws /carts on gray without a back button', async () => {
    const { page } = phone;
    await page.goto(phone.url('/'));
    // A string: this package type-checks without the DOM library.
    await page.evaluate(`localStorage.setItem('cartStoreItems', '[{"local_id":"a"},{"local_id":"b"}]')`);
    await page.reload();
    const cart = page.getByRole('link', { name: '장바구니, 상품 2개' });
    await cart.waitFor();
    await cart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/carts');
    expect(await page.getByRole('button', { name: '뒤로 가기' }).count()).toBe(0);
    const column = page.locator('[data-gray]');
    expect(await column.getAttribute('data-gray')).toBe('true');
    // On /carts the cart button asks for a sync instead of navigating.
    expect(await page.getByRole('button', { name: '장바구니, 상품 2개' }).count()).toBe(1);
    await page.evaluate(`localStorage.removeItem('cartStoreItems')`);
  });

  it('shows the 404 screen for an unknown route and the 500 screen at /errors/500', async () => {
    const { page } = phone;
    // The server says so too (decision 035); a screen of the app answers 200, a signed-in one as well.
    expect((await page.goto(phone.url('/no/such/page')))!.status()).toBe(404);
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
    expect(await page.getByRole('button', { name: '이전 페이지로' }).isVisible()).toBe(true);

    expect((await page.goto(phone.url('/errors/500')))!.status()).toBe(200);
    await page.getByText('서비스가 원활하지 않습니다.').waitFor();
    expect((await fetch(phone.url('/subscs/7'))).status).toBe(200);
    expect((await fetch(phone.url('/users/auth/login?to=x'))).status).toBe(200);
    expect(await page.getByRole('button', { name: '새로고침' }).isVisible()).toBe(true);
  });
});
