import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall } from '../support/customer-api';

type Forum = { id: number; title: string; content: string; created_at: string };

const api = <T>(path: string) => customerCall<T>(inject('baseUrl'), 'GET', path, null);

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname.replace('/customer_v2', '') + search;
};

describe('content: forums, company pages, documents and the download centre', () => {
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

  it('opens an FAQ answer in the accordion and shows its HTML', async () => {
    const { page } = phone;
    const faq = await api<Forum[]>('forums?type=100&per_page=-1');
    const first = faq[0]!;
    expect(first.content).toContain('<strong>');

    await page.goto(phone.url('/forums/100'));
    const question = page.getByRole('button', { name: first.title });
    await question.waitFor();
    expect(await page.locator('main h2 button').count()).toBe(faq.length);
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
    expect(await answer.isVisible()).toBe(true);
    // The answer is drawn as HTML: its bold part is a <strong>, not literal tags.
    const strong = first.content.match(/<strong>([^<]+)<\/strong>/)![1]!;
    expect(await answer.locator('strong').first().innerText()).toBe(strong);
    expect(await answer.innerText()).not.toContain('<p>');

    await question.click();
    expect(await answer.isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
  });

  it('goes from the notice list to a notice and back with 목록', async () => {
    const { page } = phone;
    const notices = await api<Forum[]>('forums?type=200&per_page=10');
    const newest = notices[0]!;

    await page.goto(phone.url('/forums/200'));
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
    const links = page.locator('main ul a');
    await expect.poll(() => links.count()).toBe(notices.length);
    const firstRow = await links.first().innerText();
    expect(firstRow).toContain(newest.title);
    expect(firstRow).toMatch(/\d{4}-\d{2}-\d{2}/);

    await links.first().click();
    await expect.poll(() => pathOf(page.url())).toBe(`/forums/200/${newest.id}`);
    await page.getByRole('heading', { name: newest.title }).waitFor();
    expect(await page.locator('main time').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('link', { name: '목록', exact: true }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/forums/200');
    await page.getByRole('heading', { name: '공지사항' }).waitFor();

    await page.goto(phone.url('/forums/200/999999'));
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
  });

  it('moves through the company pages by tab and by swipe, and opens a brand’s products', async () => {
    const { page } = phone;
    await page.goto(phone.url('/pages/aboutus'));
    const tabs = page.getByRole('navigation', { name: '회사 소개' });
    await tabs.waitFor();
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      '소리담 소개',
      '비전',
      '서비스',
      '브랜드',
      '자주 묻는 질문',
    ]);
    await expect.poll(() => tabs.locator('[aria-current="page"]').innerText()).toBe('소리담 소개');
    expect(await page.getByRole('button', { name: '뒤로 가기' }).count()).toBe(0);

    await tabs.getByRole('link', { name: '비전' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/pages/aboutus/vision');
    await expect
      .poll(() => page.locator('.swiper-slide-active h2').innerText())
      .toContain('좋은 소리 하나씩');

    // Swipe right-to-left on the slides: the next section and its address.
    const box = (await page.locator('.swiper').boundingBox())!;
    const y = box.y + 200;
    await page.mouse.move(box.x + box.width - 30, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width - 30 - step * 35, y);
    await page.mouse.up();
    await expect.poll(() => pathOf(page.url())).toBe('/pages/aboutus/service');
    // The address changes first; the tabs follow on the next render.
    await expect.poll(() => tabs.locator('[aria-current="page"]').innerText()).toBe('서비스');

    // The next arrow leads on to the brands.
    await page.locator('.swiper-slide-active').getByRole('link', { name: '다음 브랜드' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/pages/aboutus/brands');
    const brand = page.locator('.swiper-slide-active').getByRole('link', { name: /노르뤼드 제품 보기/ });
    await brand.click();
    await expect.poll(() => pathOf(page.url())).toBe('/prods?corp_maker_id=2');
  });

  it('keeps the faq section at least 700 px tall and grows it with an open answer', async () => {
    const { page } = phone;
    await page.goto(phone.url('/pages/aboutus/faq'));
    const slide = page.locator('.swiper-slide-active');
    const question = slide.getByRole('button', { name: '중도 해지하면 위약금이 있나요?' });
    await question.waitFor();
    const wrapper = page.locator('.swiper-wrapper');
    const before = (await wrapper.boundingBox())!.height;
    expect(before).toBeGreaterThanOrEqual(700);
    await question.click();
    await expect.poll(async () => (await wrapper.boundingBox())!.height).toBeGreaterThan(before + 100);
  });

  it('downloads a manual from the download centre: category, maker, 다운로드', async () => {
    const { page } = phone;
    await page.goto(phone.url('/docs/prod'));
    await page.getByRole('button', { name: '턴테이블' }).click();
    await page.getByRole('link', { name: '온음' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/docs/prod?corp_id=1&prod_cat_id=1');

    const crumbs = page.getByRole('navigation', { name: '현재 위치' });
    await expect.poll(() => crumbs.innerText()).toMatch(/전체 상품\s*\/?\s*온음/);
    const downloads = page.getByRole('link', { name: /^다운로드/ });
    await expect.poll(() => downloads.count()).toBeGreaterThan(0);
    const rows = await page.locator('main ul li').allInnerTexts();
    expect(rows.every((row) => row.includes('온음'))).toBe(true);
    expect(await page.locator('main ul li img').first().getAttribute('width')).toBe('64');

    const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^[\p{L}\p{N} ._()-]+\.pdf$/u);
    const file = await download.path();
    const head = (await readFile(file)).subarray(0, 4).toString('latin1');
    expect(head).toBe('%PDF');
  });

  it('opens the terms from the help dropdown and scrolls to a chosen chapter', async () => {
    const { page } = phone;
    await page.goto(phone.url('/forums/100'));
    const help = page.getByRole('button', { name: '고객 지원' });
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('list', { name: '고객 지원' });
    expect(await list.getByRole('link').allInnerTexts()).toEqual([
      '1:1 채팅 문의',
      'AS 신청',
      '자주 묻는 질문',
      '공지사항',
      '다운로드 센터',
      '개인정보처리방침',
      '이용약관',
    ]);
    await list.getByRole('link', { name: '이용약관' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/docs/user/help/100');
    expect(await help.getAttribute('aria-expanded')).toBe('false');

    const terms = await api<{ id: number; title: string }[]>('docs?type=100&per_page=-1');
    const picker = page.getByLabel('문서 선택');
    await picker.waitFor();
    expect(await page.locator('main h2').count()).toBe(terms.length);
    const last = terms.at(-1)!;
    await picker.selectOption({ label: last.title });
    const chapter = page.getByRole('heading', { name: last.title });
    await expect.poll(async () => (await chapter.boundingBox())!.y, { timeout: 5_000 }).toBeLessThan(200);
  });

  it('shows a public document at /docs/pub/{slug} without logging in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    try {
      const page = await context.newPage();
      await page.goto(phone.url('/docs/pub/term-usage'));
      await page.getByRole('heading', { name: '서비스 이용약관', level: 1 }).waitFor();
      expect(await page.locator('main article').innerText()).toContain('제1조 (목적)');
      expect(pathOf(page.url())).toBe('/docs/pub/term-usage');
      expect(
        await page.evaluate('Object.keys(localStorage).length + Object.keys(sessionStorage).length'),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });
});
