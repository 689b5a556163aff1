import type { ProdDetail, ProdSummary } from '@shop/domain/api/catalog';
import type { Subsc } from '@shop/domain/api/subscs-read';
import { defaultSelection, durationChoices, selectionCost } from '@shop/domain/catalog/prod-selection';
import { formatWon } from '@shop/domain/format/money';
import { cardPrice } from '@shop/domain/pricing/card-price';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';

const api = <T>(path: string, token: string | null = null) =>
  customerCall<T>(inject('baseUrl'), 'GET', path, token);

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace('/customer_v2', '') + u.search;
};

/** A picture drawn in the page, as a customer's phone photo would be: PNG bytes. */
const PHOTO = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 240;
  const g = canvas.getContext('2d');
  const fill = g.createLinearGradient(0, 0, 240, 240);
  fill.addColorStop(0, '#1f3b34');
  fill.addColorStop(1, '#d9964a');
  g.fillStyle = fill;
  g.fillRect(0, 0, 240, 240);
  return canvas.toDataURL('image/png').split(',')[1];
})()`;

describe('trust labels: a price says its term, the AS form checks before it sends', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('shows a card price with its basis, and the detail shows the same figure for that term', async () => {
    const { page } = phone;
    // 온음 TT-1 in 턴테이블: its free first colour is the default, so the card's price is the detail's.
    const prod = await api<ProdDetail>('prods/1');
    const listed = await api<ProdSummary[]>(`prods?prod_cat_id=${prod.prod_cat_id}&per_page=30`);
    const summary = listed.find((p) => p.id === prod.id)!;
    expect(summary.cost_subsc_months).toBe(48);
    const price = cardPrice({
      monthly: summary.cost_subsc,
      months: summary.cost_subsc_months,
      discounts: summary.discounts,
    })!;
    expect(price.basis).toBe('48개월 기준');
    expect(price.text).toMatch(/^월 [\d,]+원~$/);

    await page.goto(phone.url(`/prods?prod_cat_id=${prod.prod_cat_id}`));
    const card = page.getByRole('link', { name: new RegExp(prod.title) }).first();
    const shown = card.getByTestId('card-price');
    await shown.waitFor();
    expect(await shown.innerText()).toContain(price.text);
    expect(await shown.innerText()).toContain('48개월 기준');
    // Every card of the list says the term its price belongs to.
    const cards = page.getByTestId('card-price');
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).toMatch(/월 [\d,]+원~\s+\d+개월 기준/);

    await card.click();
    await page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
    const durations = durationChoices(prod);
    const term = durations.findIndex((d) => d.months === summary.cost_subsc_months);
    expect(term).toBeGreaterThanOrEqual(0);
    const monthly = page.getByTestId('monthly-price');
    // It opens at another term with another price: the card's figure is not what the page first shows.
    expect(await monthly.innerText()).not.toBe(`월 ${formatWon(price.monthly)}`);
    await page.getByRole('slider').fill(String(term));
    await expect.poll(() => monthly.innerText()).toBe(`월 ${formatWon(price.monthly)}`);
    const cost = selectionCost(prod, { ...defaultSelection(prod), durationId: durations[term]!.id })!;
    expect(cost.monthly - (cost.discount?.val ?? 0)).toBe(price.monthly);
    expect(await page.getByText('48개월 약정').count()).toBe(1);
    expect(phone.errors).toEqual([]);
  });

  it('refuses an empty or short symptom under its box, sends nothing, and keeps photos in a picker', async () => {
    const { page } = phone;
    const token = await demoToken(inject('baseUrl'));
    const rentals = await api<Subsc[]>('subscs?per_page=50', token);
    const running = rentals.find((r) => /회차$/.test(r.list_label))!;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/v2\/customer\/(cares|atts)$/.test(new URL(request.url()).pathname)
      )
        sent.push(request.url());
    });

    await page.goto(phone.url(`/cares/container/create?subsc_id=${running.id}`));
    await expect.poll(() => path(page.url())).toMatch(/^\/users\/auth\/login/);
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect
      .poll(() => path(page.url()), { timeout: 15_000 })
      .toBe(`/cares/container/create?subsc_id=${running.id}`);

    // The A/S policy group opens the A/S policy, not the rental terms.
    const agree = page.getByRole('dialog', { name: 'AS 신청 동의' });
    const policy = agree.locator('a[href$="/docs/slug/policy-care"]');
    await policy.waitFor();
    expect(await policy.count()).toBe(1);
    const steps = page.getByRole('region', { name: '신청 단계' }).getByRole('listitem');
    expect(await page.locator('[aria-current="step"]').innerText()).toBe('1. 약관 동의');
    await agree.getByRole('button', { name: '전체 동의' }).click();
    await agree.getByRole('button', { name: '동의하기', exact: true }).click();
    const prods = page.getByRole('dialog', { name: '나의 제품 목록' });
    await prods.getByLabel('전체 선택').check();
    await prods.getByRole('button', { name: 'AS 신청 진행하기' }).click();
    expect(await page.locator('[aria-current="step"]').innerText()).toBe('3. 증상 입력');
    expect((await steps.allTextContents()).slice(0, 2)).toEqual([
      '1. 약관 동의 (완료)',
      '2. 제품 선택 (완료)',
    ]);

    // Empty: the message under the box, the box takes the focus, nothing leaves.
    const symptom = page.getByLabel('증상');
    const submit = page.getByRole('button', { name: 'AS 신청하기' });
    await submit.click();
    await page.getByText('증상을 입력해 주세요.').waitFor();
    expect(await symptom.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.evaluate(
        "document.activeElement.getAttribute('aria-labelledby') ?? document.activeElement.id",
      ),
    ).toMatch(/^symptom-/);
    // Too short: nine characters are not enough.
    await symptom.fill('소리가 안 나와요');
    await submit.click();
    await page.getByText('증상을 10자 이상 자세히 적어 주세요.').waitFor();
    expect(sent).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.locator('[aria-current="step"]').innerText()).toBe('3. 증상 입력');

    // The photo picker: a thumbnail per picture, a tile for a PDF, each removable.
    const photo = Buffer.from(String(await page.evaluate(PHOTO)), 'base64');
    const input = page.getByLabel('사진 또는 파일 첨부 (선택)');
    await input.setInputFiles([
      { name: 'symptom.png', mimeType: 'image/png', buffer: photo },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const attached = page.getByRole('list', { name: '첨부한 사진과 파일' });
    const thumb = attached.getByRole('img', { name: 'symptom.png' });
    await thumb.waitFor();
    await expect
      .poll(() => page.evaluate(`document.querySelector('img[alt="symptom.png"]').naturalWidth`))
      .toBe(240);
    expect(await attached.getByRole('img', { name: 'receipt.pdf' }).innerText()).toBe('PDF');
    await page.getByText('2개 첨부, 최대 5개').waitFor();
    // A GIF is refused with the app's alert and the others stay.
    await page
      .getByLabel('사진 또는 파일 첨부 (선택)')
      .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => dialogs.at(-1)).toBe('jpg, png, pdf 파일만 첨부할 수 있습니다.');
    expect(await attached.getByRole('listitem').count()).toBe(3);

    await symptom.fill('왼쪽 스피커에서 소리가 나지 않아요');
    await expect.poll(() => page.locator('[aria-current="step"]').count()).toBe(0);
    expect(await symptom.getAttribute('aria-invalid')).toBe('false');
    await attached.getByRole('button', { name: 'symptom.png 삭제' }).click();
    await expect.poll(() => attached.getByRole('img', { name: 'symptom.png' }).count()).toBe(0);
    expect(await attached.getByRole('img', { name: 'receipt.pdf' }).count()).toBe(1);
    await page.getByText('1개 첨부, 최대 5개').waitFor();
    expect(sent).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('opens the A/S policy document the agreement names', async () => {
    const { page } = phone;
    await page.goto(phone.url('/docs/slug/policy-care'));
    await page.getByRole('heading', { name: 'A/S 정책' }).waitFor();
    expect(await page.getByText('무상으로 수리합니다', { exact: false }).count()).toBeGreaterThan(0);
    expect(phone.errors).toEqual([]);
  });
});
