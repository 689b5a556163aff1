import type { ProdDetail, SubscCat } from '@shop/domain/api/catalog';
import { defaultSelection, durationChoices, selectionCost } from '@shop/domain/catalog/prod-selection';
import { formatWon } from '@shop/domain/format/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall } from '../support/customer-api';

const api = <T>(path: string) => customerCall<T>(inject('baseUrl'), 'GET', path, null);

/** The monthly price the page must show, computed by the domain from the server's answer. */
function expectedMonthly(prod: ProdDetail, colourId: number, durationId: number, qty = 1): string {
  const cost = selectionCost(prod, { ...defaultSelection(prod), colourId, durationId, qty })!;
  return `월 ${formatWon((cost.monthly - (cost.discount?.val ?? 0)) * qty)}`;
}

describe('product: from a category to the cart', () => {
  let browser: Browser;
  let phone: PhonePage;
  // 온음 TT-1: walnut and black in stock, white sold out (no units), 12–48 months.
  let prod: ProdDetail;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser);
    prod = await api<ProdDetail>('prods/1');
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('goes home → category → product, prices each choice like the domain, refuses a sold-out colour and adds to the cart', async () => {
    const { page } = phone;
    await page.goto(phone.url('/'));
    await page.evaluate(`localStorage.removeItem('cartStoreItems')`);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog').getByRole('link', { name: prod.prod_cat_title! }).click();
    await page.getByRole('heading', { level: 1, name: prod.prod_cat_title! }).waitFor();
    expect(new URL(page.url()).search).toBe(`?prod_cat_id=${prod.prod_cat_id}`);

    await page
      .getByRole('link', { name: new RegExp(prod.title) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
    expect(await page.getByRole('navigation', { name: '현재 위치' }).innerText()).toContain('전체 상품');

    const monthly = page.getByTestId('monthly-price');
    const durations = durationChoices(prod);
    const [first, second] = durations;
    const walnut = 1;
    const black = 2;
    expect(await monthly.innerText()).toBe(expectedMonthly(prod, walnut, first!.id));

    await page.getByRole('button', { name: /^블랙/ }).click();
    expect(await page.getByRole('button', { name: /^블랙/ }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('slider').fill('1');
    await expect.poll(() => monthly.innerText()).toBe(expectedMonthly(prod, black, second!.id));
    expect(await monthly.innerText()).not.toBe(expectedMonthly(prod, black, first!.id));
    expect(await page.getByText(`${second!.months}개월 약정`).count()).toBe(1);

    // Quantity: up to the black units in stock, then back to one.
    const blackUnits = prod.prod_stocks_qty_color.find((r) => r.prod_opt_type_color_id === black)!.countAvail;
    const plus = page.getByRole('button', { name: '수량 늘리기' });
    for (let i = 1; i < blackUnits; i++) await plus.click();
    expect(await plus.isDisabled()).toBe(true);
    expect(await page.getByLabel('선택한 수량').innerText()).toBe(String(blackUnits));
    expect(await monthly.innerText()).toBe(expectedMonthly(prod, black, second!.id, blackUnits));
    for (let i = 1; i < blackUnits; i++) await page.getByRole('button', { name: '수량 줄이기' }).click();
    expect(await page.getByLabel('선택한 수량').innerText()).toBe('1');

    // aria-disabled only looks disabled: a tap still lands and is answered with the message.
    await page.getByRole('button', { name: /^화이트 \(품절\)/ }).click({ force: true });
    await page.getByRole('alert').filter({ hasText: '품절된 옵션입니다.' }).waitFor();
    expect(await page.getByRole('button', { name: /^블랙/ }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: '장바구니 담기' }).click();
    const sheet = page.getByRole('dialog', { name: '장바구니에 담았습니다' });
    await sheet.waitFor();
    const text = await sheet.innerText();
    expect(text).toContain(prod.title);
    expect(text).toContain('색상: 블랙');
    expect(text).toContain('수량: 1개');
    // The amount says it is per unit, and the term it is for.
    expect(text).toMatch(new RegExp(`1개당\\s+${expectedMonthly(prod, black, second!.id)}`));
    expect(text).toContain(`${second!.months}개월 약정`);
    expect(await sheet.getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe(
      '/customer_v2/carts',
    );
    await sheet.getByRole('button', { name: '쇼핑 계속하기' }).click();
    await page.getByRole('link', { name: '장바구니, 상품 1개' }).waitFor();

    const stored = JSON.parse(String(await page.evaluate(`localStorage.getItem('cartStoreItems')`)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ cartable_id: prod.id, qty: 1, state: 100, selected: true });
    expect(stored[0].local_id).toEqual(expect.any(String));
    const selected = (opts: { id: number; selected: boolean }[]) =>
      opts.filter((o) => o.selected).map((o) => o.id);
    expect(selected(stored[0].options.prod_opts_select)).toEqual([black]);
    expect(selected(stored[0].options.subsc_cat.subsc_cat_opts)).toEqual([second!.id]);

    await page.reload();
    await page.getByRole('link', { name: '장바구니, 상품 1개' }).waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('names the page it shows, for the tab and for a shared link: the product, its category, then the route', async () => {
    const { page } = phone;
    const productTitle = `${prod.title} | 소리담`;
    await page.goto(phone.url(`/prods/${prod.id}?utm_source=kakao`));
    // What a messenger's link preview reads: the server's head, before and after the app takes the page over.
    const meta = (key: string) => page.locator(`meta[property="${key}"]`).getAttribute('content');
    const head = {
      title: await meta('og:title'),
      description: await meta('og:description'),
      image: await meta('og:image'),
      url: await meta('og:url'),
      canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    };
    const address = phone.url(`/prods/${prod.id}`);
    expect(head).toEqual({
      title: productTitle,
      description: expect.stringMatching(
        new RegExp(`^${prod.title} 월 [0-9,]+원~ \\(48개월 기준\\), 소리담에서`),
      ),
      image: expect.stringMatching(/^http:\/\/.+\/files\/.+\.webp$/),
      url: address,
      canonical: address,
    });
    expect((await page.request.get(head.image!)).status()).toBe(200);
    expect(await page.title()).toBe(productTitle);

    await page
      .getByRole('navigation', { name: '현재 위치' })
      .getByRole('link', { name: prod.prod_cat_title! })
      .click();
    await page.getByRole('heading', { level: 1, name: prod.prod_cat_title! }).waitFor();
    await expect.poll(() => page.title()).toBe(`${prod.prod_cat_title} | 소리담`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
    await expect.poll(() => page.title()).toBe(productTitle);
    await page
      .getByRole('link', { name: /^장바구니/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: '장바구니' }).waitFor();
    await expect.poll(() => page.title()).toBe('장바구니 | 소리담');
  });

  it('keeps the footer’s last line above the fixed 장바구니 담기 bar at the bottom of the page', async () => {
    const { page } = phone;
    await page.goto(phone.url(`/prods/${prod.id}`));
    await page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
    const copyright = page.getByText('All rights reserved.');
    const bar = page.getByRole('button', { name: '장바구니 담기' }).locator('..');
    // Scrolled as far as the page goes (again while late images grow it): the bar's top minus the line's bottom.
    const gap = async () => {
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const line = (await copyright.boundingBox())!;
      return (await bar.boundingBox())!.y - (line.y + line.height);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    expect(
      await page.evaluate<boolean>(
        'Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight',
      ),
    ).toBe(true);
    expect(phone.errors).toEqual([]);
  });

  it('refuses adding to a cart already at 1.5 times the limit, and answers a product-captured error', async () => {
    const { page } = phone;
    const full = JSON.stringify(Array.from({ length: 15 }, (_, i) => ({ local_id: `x${i}` })));
    await page.evaluate(`localStorage.setItem('cartStoreItems', ${JSON.stringify(full)})`);
    await page.goto(phone.url(`/prods/${prod.id}`));
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByRole('alert').filter({ hasText: '장바구니에 더 이상 담을 수 없습니다.' }).waitFor();
    await page.getByRole('link', { name: '장바구니, 상품 15개' }).waitFor();

    await page.evaluate(`window.postMessage({ type: 'prodCapturedError' }, window.location.origin)`);
    await page.getByRole('alert').filter({ hasText: '이 상품은 단독으로 구독할 수 없습니다.' }).waitFor();
    await page.evaluate(`localStorage.removeItem('cartStoreItems')`);
  });

  it('shows a package with its parts, each with its own colour choice', async () => {
    const { page } = phone;
    const pkg = await api<ProdDetail>('prods/44');
    await page.goto(phone.url(`/prods/${pkg.id}`));
    await page.getByRole('heading', { level: 1, name: pkg.title }).waitFor();
    expect(await page.getByRole('navigation', { name: '현재 위치' }).innerText()).toContain('패키지');
    const parts = page.getByTestId('pkg-part');
    expect(await parts.count()).toBe(pkg.prod_conns_pkg.length);
    for (const [i, part] of pkg.prod_conns_pkg.entries()) {
      const row = parts.nth(i);
      expect(await row.innerText()).toContain(part.title);
      expect(await row.getByRole('button').count()).toBe(part.prod_opts.filter((o) => o.type === 100).length);
    }
    const firstPart = parts.first();
    const second = firstPart.getByRole('button').nth(1);
    await second.click();
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('monthly-price').innerText()).toMatch(/^월 [\d,]+원$/);
  });

  it('opens a product from an exchange category’s list priced in that category', async () => {
    const { page } = phone;
    const [cat] = await api<SubscCat[]>('subscCats?type=multi');
    const inCat = await api<ProdDetail>(`prods/${prod.id}?subsc_cat_id=${cat!.id}`);
    const monthlyIn = (p: ProdDetail) => {
      const cost = selectionCost(p, defaultSelection(p))!;
      return `월 ${formatWon(cost.monthly - (cost.discount?.val ?? 0))}`;
    };
    // The category's price is not the ordinary one: the page must be showing the category's.
    expect(monthlyIn(inCat)).not.toBe(monthlyIn(prod));

    await page.goto(phone.url('/subscCats'));
    await page.getByRole('link', { name: new RegExp(cat!.title) }).click();
    await page.waitForURL((url) => url.search === `?subsc_cat_id=${cat!.id}`);
    await page.getByRole('heading', { level: 1, name: cat!.title }).waitFor();
    // The card's price is the category's too: its cheapest term, as the product's page prices it.
    const lowest = Math.min(
      ...durationChoices(inCat).map((d) => {
        const cost = selectionCost(inCat, { ...defaultSelection(inCat), durationId: d.id })!;
        return cost.monthly - (cost.discount?.val ?? 0);
      }),
    );
    const card = page.getByRole('link', { name: new RegExp(prod.title) }).first();
    expect(await card.getByTestId('card-price').innerText()).toContain(`월 ${formatWon(lowest)}~`);
    await card.click();
    await page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/customer_v2/prods/${prod.id}?subsc_cat_id=${cat!.id}`,
    );
    await expect.poll(() => page.getByTestId('monthly-price').innerText()).toBe(monthlyIn(inCat));
  });

  it('titles a tag list with the shop’s tag, not a title made up in its link, pages the full list by 30 with 더 보기; an unknown product is the 404 screen', async () => {
    const { page } = phone;
    const tags = await api<{ id: number; title: string }[]>('tags?per_page=-1');
    const tag = tags[0]!;
    const tagged = await api<unknown[]>(`prods?tag_id=${tag.id}&per_page=30`);
    await page.goto(phone.url(`/prods?tag_id=${tag.id}&tag_title=${encodeURIComponent(tag.title)}`));
    await page.getByRole('heading', { level: 1, name: `#${tag.title}` }).waitFor();
    await expect.poll(() => page.locator('main ul li a').count()).toBe(tagged.length);
    // A link with a made-up title: the list is still named by the shop's own tag, in the page and in the app.
    const spoofed = await page.goto(
      phone.url(`/prods?tag_id=${tag.id}&tag_title=${encodeURIComponent('공지')}`),
    );
    expect(await spoofed!.text()).toContain(`#${tag.title}</h1>`);
    await page.getByRole('heading', { level: 1, name: `#${tag.title}` }).waitFor();
    expect(await page.getByText('#공지').count()).toBe(0);

    const all = (await (await fetch(`${inject('baseUrl')}/api/v2/customer/prods?per_page=30`)).json()) as {
      meta: { last_page: number; total: number };
    };
    await page.goto(phone.url('/prods'));
    await page.getByRole('heading', { level: 1, name: '전체 상품' }).waitFor();
    await expect.poll(() => page.locator('main ul li a').count()).toBe(30);
    if (all.meta.last_page > 1) {
      await page.getByRole('button', { name: '더 보기' }).click();
      await expect.poll(() => page.locator('main ul li a').count()).toBe(Math.min(60, all.meta.total));
    }

    // The server says so too (decision 035): a search engine drops a product that is gone.
    const missing = await page.goto(phone.url('/prods/999999'));
    expect(missing!.status()).toBe(404);
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
  });
});
