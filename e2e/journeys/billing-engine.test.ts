import type { Subsc } from '@shop/domain/api/subscs-read';
import type { NoticeMsg } from '@shop/domain/api/users';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';
import { type RunningServer, startServer } from '../support/server';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;

/**
 * The engine from the customer's side, on a server of its own whose demo clock (CLOCK=demo) this journey
 * moves: a month passes and the running rental's next round shows up paid in its billing history; then a
 * round on a declining card fails, and the customer changes the card and pays it with the 1 % interest.
 */
describe('rentals bill themselves: the demo clock moves a month', () => {
  let server: RunningServer;
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let token: string;
  let rental: Subsc;

  const call = <T>(method: string, path: string, body?: unknown) =>
    customerCall<T>(server.url, method, path, token, body);

  const moveClock = (days: number) => call<{ offset_days: number }>('POST', 'dev/clock', { days });
  const historyCards = (page: Page) => page.getByRole('list', { name: '청구 내역' }).getByRole('listitem');

  beforeAll(async () => {
    server = await startServer({ CLOCK: 'demo' });
    browser = await launchBrowser();
    const opened = await openPhone(browser, { returningVisitor: true });
    phone = { ...opened, url: (path: string) => `${server.url}/customer_v2${path}` };
    dialogs = recordDialogs(phone.page);
    token = await demoToken(server.url);
    const rentals = await call<Subsc[]>('GET', 'subscs?per_page=50');
    rental = rentals.find((r) => /^\d+회차$/.test(r.list_label) && r.subsc_cat?.type === 400)!;
    expect(rental).toBeDefined();

    const { page } = phone;
    await page.goto(phone.url('/users/auth/login'));
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 15_000 });
  }, 180_000);

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the next round, paid by the engine, in the billing history after a month', async () => {
    const { page } = phone;
    const round = Number(rental.list_label.replace('회차', ''));
    await page.goto(phone.url(`/payments/bill/subsc/${rental.id}`));
    await historyCards(page).first().waitFor();
    const before = await historyCards(page).count();

    expect((await moveClock(31)).offset_days).toBe(31);
    await page.reload();
    await expect.poll(() => historyCards(page).count()).toBe(before + 1);
    const newest = historyCards(page).first();
    expect(await newest.locator('strong').first().innerText()).toBe(`${round}회차`);
    expect(await newest.innerText()).toContain('결제 완료');
    expect(await newest.innerText()).toContain(won(rental.costSubscBill));

    await page.goto(phone.url(`/subscs/${rental.id}`));
    await page.getByRole('heading', { name: `${round + 1}회차`, level: 1 }).waitFor();
  });

  it('lets a declined round be paid with the 1 % interest after changing the card', async () => {
    const { page } = phone;
    // The customer picks the card that declines for this rental.
    await page.getByRole('region', { name: '결제 정보' }).getByRole('button', { name: '카드 변경' }).click();
    const sheet = page.getByRole('dialog', { name: '결제 카드 변경' });
    await sheet.getByRole('radio', { name: /삼성카드/ }).check();
    await sheet.getByRole('button', { name: '변경하기' }).click();
    await page.locator('[data-app-toast]', { hasText: '카드를 변경했습니다.' }).waitFor();

    await moveClock(31);
    await page.reload();
    await page.getByRole('heading', { name: '미납중', level: 1 }).waitFor();

    // The engine told the customer by 알림톡 (the simulator's delivery log); its button opens the retry.
    const outbox = await fetch(`${server.url}/api/v2/customer/noticeMsgs?per_page=100`);
    const sent = ((await outbox.json()) as { data: NoticeMsg[] }).data;
    const talk = sent.find(
      (m) => m.kind === 'chargeFailed' && m.button?.url.endsWith(`/subscs/${rental.id}`),
    );
    expect(talk).toMatchObject({
      channel: 'alimtalk',
      state: 'sent',
      attempts: [{ channel: 'alimtalk', ok: true }],
    });
    await page.goto(phone.url(`/noticeMsg/${talk!.id}`));
    const bubble = page.getByRole('region', { name: '알림톡' });
    await bubble.waitFor();
    expect(await bubble.innerText()).toContain(`${won(rental.costSubscBill)}이 결제되지 않았습니다`);
    expect(await page.getByRole('region', { name: '발송 기록' }).innerText()).toContain('알림톡 성공');
    await bubble.getByRole('link', { name: '다시 결제하기' }).click();
    await page.waitForURL((url) => url.pathname === `/customer_v2/subscs/${rental.id}`);
    await page.getByRole('heading', { name: '미납중', level: 1 }).waitFor();
    const overdue = page.getByRole('region', { name: '미납 결제' });
    const cost = rental.costSubscBill;
    const toPay = cost + Math.floor(cost / 100);
    expect(await overdue.innerText()).toContain(won(toPay));

    // A retry on the card that declines says why: the card company's reason, under the documents' message.
    await overdue.getByRole('button', { name: '결제 재시도' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('잔액 부족');
    await page.getByRole('heading', { name: '미납중', level: 1 }).waitFor();

    await overdue.getByRole('button', { name: '카드 변경' }).click();
    await sheet.getByRole('radio', { name: /신한카드/ }).check();
    await sheet.getByRole('button', { name: '변경하기' }).click();
    await page.locator('[data-app-toast]', { hasText: '카드를 변경했습니다.' }).waitFor();
    // The retry asks first, with the card and the total it will charge; then it says it is done.
    await overdue.getByRole('button', { name: '결제 재시도' }).click();
    await expect
      .poll(() => dialogs.at(-1))
      .toMatch(new RegExp(`^신한카드 .+로 ${won(toPay)}을 결제합니다.$`));
    await page.locator('[data-app-toast]', { hasText: '결제를 재시도했습니다.' }).waitFor();
    await page.getByRole('region', { name: '결제 정보' }).waitFor();

    await page.goto(phone.url(`/payments/bill/subsc/${rental.id}`));
    const [paid, failed] = [historyCards(page).nth(0), historyCards(page).nth(1)];
    await paid.waitFor();
    expect(await paid.innerText()).toContain('결제 완료');
    expect(await paid.innerText()).toContain(won(toPay));
    expect(await paid.innerText()).toContain('연체 이자 포함');
    expect(await paid.innerText()).toContain(won(Math.floor(cost / 100)));
    expect(await failed.innerText()).toContain('결제 실패');
    expect(phone.errors).toEqual([]);
  });
});
