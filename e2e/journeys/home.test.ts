import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall } from '../support/customer-api';

type Prod = { id: number; title: string };
type Featd = {
  id: number;
  title: string;
  content: string;
  featdables_with_featdable: { featdable_type: number; featdable?: Prod }[];
};
type FavSymbol = { id: number; title: string; content: string };

const api = <T>(path: string) => customerCall<T>(inject('baseUrl'), 'GET', path, null);

const PROD = 800;

describe('home: first visit to the quiz intro, the featured groups, the banners', () => {
  let browser: Browser;
  let phone: PhonePage;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('sends a first-time visitor to the quiz intro once; the second visit stays home', async () => {
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/favCats/intro');
    await page.getByRole('button', { name: '다음' }).waitFor();
    expect(await page.evaluate<string | null>(`localStorage.getItem('FAV_INIT_20211214')`)).not.toBeNull();

    await page.goto(phone.url('/'));
    await page.getByText('당신을 위한 추천').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer_v2/');
    await page.reload();
    await page.getByText('당신을 위한 추천').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer_v2/');
  });

  it('shows the default symbol banner, every featured group with its product cards and the service banner', async () => {
    const { page } = phone;
    const [featds, symbol] = await Promise.all([
      api<Featd[]>('featds?per_page=-1'),
      api<FavSymbol>('favSymbols/1'),
    ]);
    expect(featds.length).toBeGreaterThan(0);

    await page.goto(phone.url('/'));
    const banner = page.locator('section[aria-labelledby="fav-symbol-title"]');
    await banner.waitFor();
    expect(await banner.getByRole('heading').innerText()).toBe(symbol.title);
    const bannerText = await banner.innerText();
    expect(bannerText).toContain('당신을 위한 추천');
    expect(symbol.content).toContain('/');
    const [intro, body] = symbol.content.split('/');
    expect(bannerText).toContain(`${intro!.trim()} ${body!.trim().slice(0, 10)}`);
    expect(await banner.getByRole('link', { name: '자세히 보기' }).getAttribute('href')).toBe(
      `/customer_v2/favSymbols/${symbol.id}`,
    );

    for (const featd of featds) {
      const group = page.locator(`section[aria-labelledby="featd-${featd.id}"]`);
      await group.waitFor();
      expect(await group.getByRole('heading', { level: 2 }).innerText()).toBe(featd.title);
      expect(await group.innerText()).toContain(featd.content);
      const prods = featd.featdables_with_featdable
        .filter((entry) => entry.featdable_type === PROD && entry.featdable)
        .map((entry) => entry.featdable!);
      const cards = group.locator('ul a');
      expect(await cards.count()).toBe(prods.length);
      expect(await cards.first().getAttribute('href')).toBe(`/customer_v2/prods/${prods[0]!.id}`);
      expect(await cards.first().innerText()).toContain(prods[0]!.title);
      // A price says the term it belongs to.
      expect(await cards.first().innerText()).toMatch(/월 [\d,]+원~\s+\d+개월 기준/);
    }

    const service = page.getByRole('link', { name: /설치부터 무상 AS까지/ });
    expect(await service.getAttribute('href')).toBe('/customer_v2/pages/aboutus/service');
    expect(await service.locator('img').getAttribute('src')).toBe('/files/banners/service.webp');
    await service.scrollIntoViewIfNeeded();
    // Below the fold the pictures load lazily and every picture has its size (no layout shift).
    expect(await service.locator('img').getAttribute('loading')).toBe('lazy');
    const sizeless = await page.locator('main img:not([width]), main img:not([height])').count();
    expect(sizeless).toBe(0);
    expect(phone.errors).toEqual([]);
  });

  it('shows the pending quiz result in the banner, and the same list at /featds/land', async () => {
    const { page } = phone;
    const symbol = await api<FavSymbol>('favSymbols/2');
    await page.evaluate(`localStorage.setItem('favPending', '{"fav_symbol_id":2,"items":[1,5,9,13,17,21]}')`);
    await page.goto(phone.url('/featds/land'));
    const banner = page.locator('section[aria-labelledby="fav-symbol-title"]');
    await expect
      .poll(() =>
        banner
          .getByRole('heading')
          .innerText()
          .catch(() => ''),
      )
      .toBe(symbol.title);
    expect(await banner.getByRole('link', { name: '자세히 보기' }).getAttribute('href')).toBe(
      '/customer_v2/favSymbols/2',
    );
    await page.locator('section[aria-labelledby^="featd-"] ul a').first().waitFor();
    expect(await page.getByRole('link', { name: /설치부터 무상 AS까지/ }).count()).toBe(1);

    await banner.getByRole('link', { name: '자세히 보기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/favSymbols/2');
    await page.getByRole('heading', { level: 1, name: symbol.title }).waitFor();
    await page.evaluate(`localStorage.removeItem('favPending')`);
  });
});
