import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall } from '../support/customer-api';

type Fav = { id: number; title: string };
type FavCat = { id: number; title: string; type_layout: number; favs: Fav[] };
type FavSymbol = {
  id: number;
  title: string;
  content: string;
  favables_with_favable: { favable: { id: number; title: string } }[];
};

const apiUrl = (path: string) => `${inject('baseUrl')}/api/v2/customer/${path}`;
const api = <T>(path: string) => customerCall<T>(inject('baseUrl'), 'GET', path, null);

const activeSlide = (page: Page) => page.locator('.swiper-slide-active');

async function answer(page: Page, question: FavCat, fav: Fav) {
  const slide = activeSlide(page);
  await slide.getByRole('heading', { name: question.title }).waitFor();
  await slide.getByRole('button', { name: fav.title, exact: true }).click();
}

describe('taste quiz: intro, the swipe quiz as a visitor, the result page', () => {
  let browser: Browser;
  let phone: PhonePage;
  let questions: FavCat[];

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser);
    questions = await api<FavCat[]>('favCats');
    expect(questions.length).toBeGreaterThan(1);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('walks the four intro slides to the quiz, with Login for visitors and Skip', async () => {
    const { page } = phone;
    await page.goto(phone.url('/favCats/intro'));
    expect(await page.getByRole('link', { name: '로그인' }).first().getAttribute('href')).toBe(
      '/customer_v2/users/auth/login',
    );
    // 건너뛰기 skips the quiz itself (issue 12), not only the slides.
    expect(await page.getByRole('link', { name: '건너뛰기' }).getAttribute('href')).toBe('/customer_v2');
    // The slide's picture stands in the middle of the phone, as its title does.
    const picture = await activeSlide(page).locator('img').boundingBox();
    const width = page.viewportSize()!.width;
    expect(Math.abs(picture!.x + picture!.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('button', { name: '다음' }).click();
      await expect
        .poll(() => page.locator('[aria-current="true"]').getAttribute('aria-label'))
        .toBe(`${i + 2}번째 안내`);
    }
    expect(await page.locator('.swiper-slide img').count()).toBe(4);
    await page.getByRole('button', { name: '테스트 시작' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/favCats/apply');
    await activeSlide(page).getByRole('heading', { name: questions[0]!.title }).waitFor();
  });

  it('answers every question as a visitor, re-answering one, sees the result, then is offered the sign-up that saves it', async () => {
    const { page } = phone;
    await page.goto(phone.url('/favCats/apply'));
    const progress = page.getByRole('progressbar');
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await progress.getAttribute('aria-valuemax')).toBe(String(questions.length));

    const [first, second] = questions;
    // Image layout questions show pictures on their answer tiles.
    const imageQuestion = questions.find((q) => q.type_layout === 200);
    if (imageQuestion === first) expect(await activeSlide(page).locator('button img').count()).toBe(4);

    await answer(page, first!, first!.favs[0]!);
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('2');
    await activeSlide(page).getByRole('heading', { name: second!.title }).waitFor();

    await page.getByRole('button', { name: '이전 질문' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('1');
    const chosenFirst = activeSlide(page).getByRole('button', { name: first!.favs[0]!.title, exact: true });
    expect(await chosenFirst.getAttribute('aria-pressed')).toBe('true');
    await answer(page, first!, first!.favs[1]!);
    // The first question's earlier answer was replaced (its slide is now inert, so look with hidden ones).
    const firstSlide = page.locator('.swiper-slide').first();
    const pressed = (title: string) =>
      firstSlide
        .getByRole('button', { name: title, exact: true, includeHidden: true })
        .getAttribute('aria-pressed');
    expect(await pressed(first!.favs[0]!.title)).toBe('false');
    expect(await pressed(first!.favs[1]!.title)).toBe('true');

    const chosen = [first!.favs[1]!.id];
    for (const question of questions.slice(1, -1)) {
      const fav = question.favs[question.favs.length - 1]!;
      await answer(page, question, fav);
      chosen.push(fav.id);
    }
    const last = questions.at(-1)!;
    const started = Date.now();
    await answer(page, last, last.favs[0]!);
    chosen.push(last.favs[0]!.id);
    await page.getByText('취향을 분석하고 있어요').waitFor();
    const expected = await customerCall<FavSymbol>(inject('baseUrl'), 'POST', 'favSymbols/result', null, {
      items: chosen,
    });
    // The visitor sees the result first (decision 020), with the offer to keep it.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toBe(`/customer_v2/favSymbols/${expected.id}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();
    const offer = page.getByRole('complementary', { name: '이 결과를 저장할까요?' });
    await offer.getByRole('link', { name: '회원가입하고 결과 저장' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/users/createFav');
    const pending = JSON.parse(
      (await page.evaluate<string | null>(`localStorage.getItem('favPending')`)) ?? 'null',
    );
    expect(pending).toEqual({ fav_symbol_id: expected.id, items: chosen });
    expect(phone.errors).toEqual([]);
  });

  it('refuses an incomplete quiz on the server with the Korean message', async () => {
    const res = await fetch(apiUrl('favSymbols/result'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [questions[0]!.favs[0]!.id] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('모든 질문에 답해 주세요.');
  });

  it('shows a result with its intro, body, recommended products and the way to all products', async () => {
    const { page } = phone;
    const symbol = await api<FavSymbol>('favSymbols/1');
    const [intro, body] = symbol.content.split('/');
    await page.goto(phone.url('/favSymbols/1'));
    await page.getByRole('heading', { level: 1, name: symbol.title }).waitFor();
    const text = await page.locator('article').innerText();
    expect(text).toContain(intro!.trim());
    expect(text).toContain(body!.trim());
    expect(text).not.toContain(symbol.content);

    const cards = page.locator('section[aria-labelledby="fav-symbol-prods"] ul a');
    await expect.poll(() => cards.count()).toBe(symbol.favables_with_favable.length);
    expect(await cards.allInnerTexts()).toEqual(
      symbol.favables_with_favable.map((f) => expect.stringContaining(f.favable.title)),
    );
    expect(await cards.first().getAttribute('href')).toBe(
      `/customer_v2/prods/${symbol.favables_with_favable[0]!.favable.id}`,
    );
    expect(await page.getByRole('link', { name: '전체 상품 보기' }).getAttribute('href')).toBe(
      '/customer_v2/prods/land',
    );

    await page.goto(phone.url('/favSymbols/99999'));
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
  });

  it('invites a visitor at /favs to take the test, and the close button leaves the quiz for home', async () => {
    const { page } = phone;
    await page.goto(phone.url('/favs'));
    await page.getByRole('link', { name: '취향 테스트 하러 가기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/favCats/intro');

    await page.goto(phone.url('/favCats/apply'));
    await page.getByRole('link', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/customer_v2\/?$/);
    await page.getByText('당신을 위한 추천').waitFor();
  });
});
