import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WITHDRAW_RENTALS_MESSAGE } from '@shop/domain/account/withdrawal';
import type { BillingPayment } from '@shop/domain/api/billing';
import type { Subsc } from '@shop/domain/api/subscs-read';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';
import { pdfText } from '../support/pdf-text';
import { storedUserId } from './account-steps';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
/** Where the journey leaves its phone-width screenshot of an invoice, to be looked at. */
const INVOICE_SCREENSHOT = path.join(tmpdir(), 'rental-invoice-390.png');
const OVERDUE_SCREENSHOT = path.join(tmpdir(), 'rental-overdue-390.png');

const get = <T>(pathname: string, token: string) =>
  customerCall<T>(inject('baseUrl'), 'GET', pathname, token);

/** The page's window, read inside evaluate (the journeys are typed for Node, without the DOM's names). */
type BrowserWindow = { getComputedStyle(element: unknown): { visibility: string } };

const path0 = (url: string) => new URL(url).pathname.replace('/customer_v2', '');

/**
 * 청구서: a running rental's latest round opened from its detail (period, amount, card, state), the same
 * round as the list's n회차, printed alone and downloaded as a PDF that says the same; a round opened from
 * the billing history; the overdue section's one total and an unpaid round's invoice with its interest;
 * an ended rental that keeps its invoices, offers no card change, and shows the penalty its penalty invoice
 * charged.
 */
describe('rental invoices', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let token: string;
  let rentals: Subsc[];

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
    token = await demoToken(inject('baseUrl'));
    rentals = await get<Subsc[]>('subscs?per_page=50', token);
    const { page } = phone;
    await page.goto(phone.url('/users/auth/login'));
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 15_000 });
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('opens the latest round’s invoice from the rental detail, prints it alone and downloads it as a PDF', async () => {
    const { page } = phone;
    const rental = rentals.find((r) => /^\d+회차$/.test(r.list_label) && r.record_subscs_ctr > 0)!;
    expect(rental).toBeDefined();
    const history = await get<BillingPayment[]>(
      `payments?orderer_id=${rental.id}&orderer_type=subscription&per_page=-1&type=bill`,
      token,
    );
    const rounds = history.flatMap((p) => p.record_subscs.map((r) => ({ ...r, payment: p })));
    const latest = rounds.filter((r) => r.kind === 'round').sort((a, b) => b.round - a.round)[0]!;

    await page.goto(phone.url(`/subscs/${rental.id}`));
    const payment = page.getByRole('region', { name: '결제 정보' });
    await payment.waitFor();
    // One rule for the round: the header's n회차 is the invoice row's n/total회차, never total plus one.
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    expect(await payment.innerText()).toContain(`${heading.replace('회차', '')}/${rental.duration}회차`);
    await payment.getByRole('link', { name: '청구서 보기' }).click();
    await expect.poll(() => path0(page.url())).toBe(`/subscs/${rental.id}/invoices/latest`);

    const sheet = page.getByRole('article', { name: '렌탈료 청구서' });
    await sheet.waitFor();
    const text = await sheet.innerText();
    expect(text).toContain(`${latest.round}/${rental.duration}회차`);
    expect(text).toMatch(/이용 기간\s+\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/);
    expect(text).toContain(won(latest.cost));
    expect(text).toContain(`${latest.payment.pays.cardTitle}카드 ${latest.payment.pays.cardNumber}`);
    expect(text).toContain('결제 완료');
    expect(text).toContain(String(latest.payment.id));
    expect(text).toContain('사업자등록번호');

    // Printed, only the sheet shows: the app's header and the buttons are hidden.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: '인쇄하기' }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).visibility),
    ).toBe('hidden');
    await page.emulateMedia({ media: 'screen' });

    await page.screenshot({ path: INVOICE_SCREENSHOT, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PDF 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`소리담_청구서_${rental.id}_${latest.round}회차.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const written = await pdfText(bytes);
    expect(written).toContain('렌탈료 청구서');
    expect(written).toContain(`${latest.round}/${rental.duration}회차`);
    expect(written).toContain(won(latest.cost));
    expect(written).toContain(`${latest.payment.pays.cardTitle}카드 ${latest.payment.pays.cardNumber}`);
  });

  it('opens a round’s invoice from the billing history, and moves to the round before', async () => {
    const { page } = phone;
    const rental = rentals.find((r) => /^\d+회차$/.test(r.list_label) && r.record_subscs_ctr > 1)!;
    await page.goto(phone.url(`/payments/bill/subsc/${rental.id}`));
    const first = page.getByRole('list', { name: '청구 내역' }).getByRole('listitem').first();
    await first.waitFor();
    const round = Number((await first.locator('strong').first().innerText()).replace(/회차.*/, ''));
    await first.getByRole('link', { name: `${round}회차 청구서` }).click();
    await expect.poll(() => path0(page.url())).toBe(`/subscs/${rental.id}/invoices/${round}`);
    const sheet = page.getByRole('article', { name: '렌탈료 청구서' });
    await sheet.waitFor();
    expect(await sheet.innerText()).toContain(`${round}/${rental.duration}회차`);
    await page.getByRole('navigation', { name: '다른 회차 청구서' }).getByRole('link', { name: /‹/ }).click();
    await expect.poll(() => path0(page.url())).toBe(`/subscs/${rental.id}/invoices/${round - 1}`);
    await expect.poll(() => sheet.innerText()).toContain(`${round - 1}/${rental.duration}회차`);
  });

  it('shows the overdue total the retry charges, and an unpaid round’s invoice with its interest', async () => {
    const { page } = phone;
    const unpaid = rentals.find((r) => r.list_label === '미납중' && r.record_subscs_unpaid.length > 0)!;
    const principal = unpaid.record_subscs_unpaid.reduce((sum, r) => sum + r.cost, 0);
    const toPay = principal + Math.floor(principal / 100);
    await page.goto(phone.url(`/subscs/${unpaid.id}`));
    const overdue = page.getByRole('region', { name: '미납 결제' });
    await overdue.waitFor();
    expect(await overdue.innerText()).toMatch(new RegExp(`총 결제할 금액[\\s\\S]*${won(toPay)}`));

    await overdue.screenshot({ path: OVERDUE_SCREENSHOT });

    const [first] = unpaid.record_subscs_unpaid;
    await overdue.getByRole('link', { name: new RegExp(`^${first!.round}회차 청구서`) }).click();
    const sheet = page.getByRole('article', { name: '렌탈료 청구서' });
    await sheet.waitFor();
    const text = await sheet.innerText();
    expect(text).toContain('미납');
    expect(text).toContain(won(Math.floor(first!.cost / 100)));
    expect(text).toContain(won(first!.cost + Math.floor(first!.cost / 100)));
    expect(await page.getByRole('link', { name: '미납 결제하기' }).isVisible()).toBe(true);
  });

  it('keeps an ended rental’s invoices and offers no card change on it', async () => {
    const { page } = phone;
    const ended = rentals.find((r) => r.list_label === '해지종료' && r.record_subscs_unpaid_ctr === 0)!;
    expect(ended).toBeDefined();
    await page.goto(phone.url(`/subscs/${ended.id}`));
    const payment = page.getByRole('region', { name: '결제 정보' });
    await payment.waitFor();
    expect(await payment.getByRole('button', { name: '카드 변경' }).count()).toBe(0);
    const final = page.getByRole('region', { name: '최종 해지' });
    const penalty = /위약금\s*([\d,]+원)/.exec(await final.innerText())?.[1];
    expect(penalty).toBeDefined();
    await payment.getByRole('link', { name: '청구서 보기' }).click();
    await page.getByRole('article', { name: '렌탈료 청구서' }).waitFor();

    // The penalty the detail shows is the one charged: its invoice, opened from the billing history.
    await page.goto(phone.url(`/payments/bill/subsc/${ended.id}`));
    await page.getByRole('link', { name: '위약금 청구서' }).first().click();
    await expect.poll(() => path0(page.url())).toBe(`/subscs/${ended.id}/invoices/0`);
    const sheet = page.getByRole('article', { name: '해지 위약금 청구서' });
    await sheet.waitFor();
    expect(await sheet.getByRole('region', { name: '청구 금액' }).innerText()).toContain(penalty);
    expect(dialogs).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('refuses a withdrawal while rental contracts run, saying why, and keeps the customer signed in', async () => {
    const { page } = phone;
    const userId = await storedUserId(page);
    await page.goto(phone.url(`/users/${userId}`));
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect.poll(() => dialogs).toContain(WITHDRAW_RENTALS_MESSAGE);
    expect(path0(page.url())).toBe(`/users/${userId}`);
    expect(await storedUserId(page)).toBe(userId);
    dialogs.length = 0;
  });

  it("shows the 404 screen for the billing history and an invoice of a rental that is not the customer's", async () => {
    const { page } = phone;
    const notOurs = Math.max(...rentals.map((r) => r.id)) + 1000;
    for (const route of [`/payments/bill/subsc/${notOurs}`, `/subscs/${notOurs}/invoices/1`]) {
      await page.goto(phone.url(route));
      await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
      expect(await page.getByRole('button', { name: '다시 시도' }).count()).toBe(0);
    }
    expect(phone.errors).toEqual([]);
  });
});
