import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { fillSignUpForm, newCustomer, recordDialogs, storedUserId } from './account-steps';

const path = (url: string) => {
  const u = new URL(url);
  return (u.pathname.replace(/^\/customer_v2/, '') || '/') + u.search;
};

/** The Kakao simulator's consent page: agree as the given Kakao account. */
async function agreeOnKakao(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/sim\/social\/kakao/);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

async function passGuard(page: Page, email: string, password: string): Promise<void> {
  await page.getByText('고객님의 정보 보호를 위해 이메일과 비밀번호를 입력해 주세요.').waitFor();
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('tab', { name: '개인정보' }).waitFor();
}

describe('account: sign up and link through the Kakao simulator', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up with a Kakao account, then logs in with it', async () => {
    const phone: PhonePage = await openPhone(browser);
    const dialogs = recordDialogs(phone.page);
    const { page } = phone;
    const customer = newCustomer('kakao');
    try {
      await page.goto(phone.url('/users/create'));
      await page.getByRole('link', { name: '카카오로 가입하기' }).click();
      await agreeOnKakao(page, customer.email);

      // No account yet: the sign-up form opens prefilled with the Kakao e-mail.
      await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/users/create');
      await page.getByText('카카오 계정과 연결해 가입합니다.').waitFor();
      expect(await page.getByLabel('이메일').inputValue()).toBe(customer.email);
      await fillSignUpForm(page, customer, false);
      await expect.poll(() => storedUserId(page), { timeout: 15_000 }).toMatch(/^\d+$/);
      const userId = await storedUserId(page);

      await page.goto(phone.url('/users/update'));
      await passGuard(page, customer.email, customer.password);
      const linked = page
        .locator('section[aria-labelledby="socials-title"] li')
        .filter({ hasText: '카카오' });
      await linked.waitFor();
      expect(await linked.innerText()).toContain(customer.email);
      // Linked at sign-up: it cannot be unlinked.
      expect(await linked.getByText('가입 시 연동').isVisible()).toBe(true);

      await page.goto(phone.url('/users/auth/logout'));
      await expect.poll(() => storedUserId(page)).toBeNull();

      await page.goto(phone.url('/users/auth/login'));
      await page.getByRole('link', { name: '카카오로 로그인' }).click();
      await agreeOnKakao(page, customer.email);
      await expect.poll(() => storedUserId(page), { timeout: 15_000 }).toBe(userId);
      expect(dialogs).toContain('로그인 되었습니다.');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('links Kakao to an e-mail account from settings and unlinks it', async () => {
    const phone: PhonePage = await openPhone(browser);
    const dialogs = recordDialogs(phone.page);
    const { page } = phone;
    const customer = newCustomer('linker');
    try {
      await page.goto(phone.url('/users/create'));
      await page.getByRole('button', { name: '이메일로 가입하기' }).click();
      await fillSignUpForm(page, customer);
      await expect.poll(() => storedUserId(page), { timeout: 15_000 }).toMatch(/^\d+$/);

      await page.goto(phone.url('/users/update'));
      await passGuard(page, customer.email, customer.password);
      await page.getByRole('link', { name: '카카오 계정 연동' }).click();
      await agreeOnKakao(page, `kakao.${customer.email}`);
      await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/users/update');
      expect(dialogs).toContain('계정이 연동되었습니다.');

      // Back from the provider, the guard still holds for a while.
      const linked = page
        .locator('section[aria-labelledby="socials-title"] li')
        .filter({ hasText: '카카오' });
      await linked.waitFor();
      await linked.getByRole('link', { name: '연동 해제' }).click();
      expect(path(page.url())).toMatch(/^\/socialUserKakao\?isLogin=1&socialUserId=\d+$/);
      await page.getByRole('button', { name: '카카오 연동 해제' }).click();
      await expect.poll(() => path(page.url())).toBe('/users/update');
      expect(dialogs).toContain('계정 연동이 제거 되었습니다.');
      await page.getByText('연동된 소셜 계정이 없습니다.').waitFor();
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('shows no Apple button off iOS and an empty Facebook page', async () => {
    const phone: PhonePage = await openPhone(browser);
    const { page } = phone;
    try {
      await page.goto(phone.url('/users/auth/login'));
      await page.getByRole('link', { name: '카카오로 로그인' }).waitFor();
      expect(await page.getByRole('link', { name: /Apple/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /Facebook/ }).count()).toBe(0);
      await page.goto(phone.url('/socialUserApple'));
      await page.getByText('Apple 로그인은 iPhone, iPad 등 iOS 기기에서만 사용할 수 있습니다.').waitFor();
      await page.goto(phone.url('/socialUserFacebook'));
      // The layout's frame (an empty main) shows until the screen's code has arrived.
      await page.getByRole('heading', { name: 'Facebook 로그인' }).waitFor({ state: 'attached' });
      expect((await page.locator('main').innerText()).trim()).toBe('Facebook 로그인');
    } finally {
      await phone.context.close();
    }
  });
});
