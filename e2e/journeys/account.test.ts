import { maskEmail } from '@shop/domain/validation/masking';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import {
  type Customer,
  fillSignUpForm,
  logIn,
  newCustomer,
  recordDialogs,
  storedUserId,
  verifyIdentity,
} from './account-steps';

const path = (url: string) => {
  const u = new URL(url);
  return (u.pathname.replace(/^\/customer_v2/, '') || '/') + u.search;
};

describe('account: a new customer signs up, signs in, recovers and manages the account', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let userId: string;
  const customer: Customer = newCustomer('journey');

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser);
    dialogs = recordDialogs(phone.page);
  });

  afterAll(async () => {
    await phone?.context.close();
    await browser?.close();
  });

  it('signs up by e-mail through the verification simulator and the agreements', async () => {
    const { page } = phone;
    await page.goto(phone.url('/users/create'));
    await page.getByRole('button', { name: '이메일로 가입하기' }).click();

    // The verify button waits for the duplicate check on exactly the current input.
    const verify = page.getByRole('button', { name: '휴대폰 본인인증' });
    await page.getByLabel('이메일').fill('demo@soridam.kr');
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('이미 가입된 계정입니다.').waitFor();
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('이메일').fill(customer.email);
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('사용가능한 계정입니다.').waitFor();
    expect(await verify.isEnabled()).toBe(true);
    await page.getByLabel('이메일').fill(`${customer.email}x`);
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('이메일').fill(customer.email);

    // Confirmation messages, then the agreements are required.
    await page.getByLabel('비밀번호 확인').focus();
    await page.getByText('위 비밀번호와 같게 한 번 더 입력해 주세요.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(customer.password);
    await page.getByLabel('비밀번호 확인').fill('different12');
    await page.getByText('위 입력하신 비밀번호와 일치하지 않습니다.').waitFor();
    const docLinks = page.locator('fieldset a');
    expect(await docLinks.count()).toBe(3);
    expect(await docLinks.first().getAttribute('href')).toMatch(/^\/customer_v2\/docs\/pub\//);
    // Receiving advertising is a separate, optional choice (decision 019): this customer leaves it out.
    const consents = await page.locator('fieldset li label').allInnerTexts();
    expect(consents.map((c) => c.slice(0, 4))).toEqual(['[필수]', '[필수]', '[선택]']);
    expect(consents[2]).toContain('마케팅 정보 수신 동의');

    // 가입하기 with every field right but no agreement: the terms error, which ticking 전체 동의 takes away.
    await fillSignUpForm(page, customer, false, { agreed: false });
    const termsError = page.getByText('이용 약관에 동의해주세요.');
    await termsError.waitFor();
    await page.getByLabel('전체 동의').check();
    await termsError.waitFor({ state: 'detached', timeout: 2_000 });

    await page.getByLabel(/^\[선택\]/).uncheck();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/');
    expect(dialogs).toContain('회원가입이 완료되었습니다. 소리담에 오신 것을 환영합니다!');
    userId = (await storedUserId(page)) ?? '';
    expect(userId).toMatch(/^\d+$/);
    expect(phone.errors).toEqual([]);
  });

  it('shows my page with the four counts and the membership period', async () => {
    const { page } = phone;
    await page.goto(phone.url(`/users/${userId}`));
    await page.getByRole('heading', { name: `${customer.name}님` }).waitFor();
    expect(await page.getByText('1년 이하').isVisible()).toBe(true);
    const counts = await page.locator('ol li').allInnerTexts();
    expect(counts.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      '0 결제완료',
      '0 상품준비중',
      '0 배송중',
      '0 렌탈중',
    ]);
    expect(await page.getByRole('link', { name: '설정' }).getAttribute('href')).toBe(
      '/customer_v2/users/update',
    );
  });

  it('logs out with the snackbar', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => path(page.url())).toBe('/?snackbar=logout');
    await page.getByText('로그아웃 되었습니다.').waitFor();
    expect(await storedUserId(page)).toBeNull();
  });

  it('refuses a wrong password with the remind link and an unknown e-mail with the sign-up link', async () => {
    const { page } = phone;
    await page.goto(phone.url('/users/auth/login'));
    await logIn(page, customer.email, 'wrongpass99');
    const alert = page.getByRole('alert').filter({ hasText: '비밀번호가 달라요.' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe(
      '/customer_v2/users/auth/remind/password',
    );
    await logIn(page, `nobody.${Date.now()}@example.com`, 'wrongpass99');
    const notRegistered = page.getByRole('alert').filter({ hasText: '가입되지 않은 계정입니다' });
    await notRegistered.waitFor();
    expect(await notRegistered.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(
      '/customer_v2/users/create',
    );
  });

  it('logs in with the right password, and a signed-in visitor of login is sent home', async () => {
    const { page } = phone;
    await logIn(page, customer.email, customer.password);
    await expect.poll(() => path(page.url())).toBe('/');
    expect(await storedUserId(page)).toBe(userId);
    await page.goto(phone.url('/users/auth/login'));
    await expect.poll(() => path(page.url())).toBe('/');
  });

  it('sends a visitor opening my page to login and back after it', async () => {
    const visitor = await openPhone(browser);
    try {
      const { page } = visitor;
      await page.goto(visitor.url(`/users/${userId}`));
      await expect
        .poll(() => path(page.url()))
        .toBe(`/users/auth/login?redirect=${encodeURIComponent(`/users/${userId}`)}`);
      await logIn(page, customer.email, customer.password);
      await expect.poll(() => path(page.url())).toBe(`/users/${userId}`);
      await page.getByRole('heading', { name: `${customer.name}님` }).waitFor();
    } finally {
      await visitor.context.close();
    }
  });

  it('forgets an abandoned intent: a later login opened by itself goes home, not to the old target', async () => {
    const visitor = await openPhone(browser);
    try {
      const { page } = visitor;
      await page.goto(visitor.url(`/users/${userId}`));
      await expect.poll(() => path(page.url())).toContain('/users/auth/login?redirect=');
      // The visitor walks away, and later opens login from the menu.
      await page.goto(visitor.url('/'));
      await page.goto(visitor.url('/users/auth/login'));
      await logIn(page, customer.email, customer.password);
      await expect.poll(() => path(page.url())).toBe('/');
    } finally {
      await visitor.context.close();
    }
  });

  it('finds the e-mail through verification, masked', async () => {
    const visitor = await openPhone(browser);
    try {
      const { page } = visitor;
      await page.goto(visitor.url('/users/auth/remind/email'));
      await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
      await verifyIdentity(page, customer);
      await page.getByText(maskEmail(customer.email)).waitFor();
      expect(await page.getByText(customer.email, { exact: true }).count()).toBe(0);
    } finally {
      await visitor.context.close();
    }
  });

  it('resets the password through the link read from the outbox', async () => {
    const visitor = await openPhone(browser);
    const seen = recordDialogs(visitor.page);
    try {
      const { page } = visitor;
      await page.goto(visitor.url('/users/auth/remind/password'));
      await page.getByLabel('이메일').fill(customer.email);
      await page.getByRole('button', { name: '재설정 링크 받기' }).click();
      await page.getByText('입력하신 이메일로 비밀번호 재설정 안내를 보냈습니다.').waitFor();

      await page.goto(visitor.url('/noticeMsg'));
      await page.getByRole('heading', { name: '메시지 목록' }).waitFor();
      await page.locator('main ul a').filter({ hasText: customer.email }).first().click();
      const link = page.locator('main a[href*="passwordReset?token="]');
      await link.waitFor();
      const token = new URL((await link.getAttribute('href')) ?? '').searchParams.get('token');
      expect(token).toBeTruthy();

      await page.goto(visitor.url(`/users/auth/passwordReset?token=${token}`));
      // A new password that breaks the rule is told under the new password, not under its confirmation.
      const fresh = page.getByLabel('새 비밀번호', { exact: true });
      await fresh.fill('abcdefgh');
      await page.getByLabel('새 비밀번호 확인').fill('abcdefgh');
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expect.poll(() => fresh.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('새 비밀번호 확인').getAttribute('aria-invalid')).toBeNull();
      await page.getByLabel('새 비밀번호', { exact: true }).fill('newsound55');
      await page.getByLabel('새 비밀번호 확인').fill('newsound55');
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expect.poll(() => path(page.url())).toBe('/users/auth/login');
      expect(seen).toContain('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.');
      customer.password = 'newsound55';

      // The link is single-use.
      await page.goto(visitor.url(`/users/auth/passwordReset?token=${token}`));
      await expect.poll(() => path(page.url()).startsWith('/users/auth/passwordReset')).toBe(false);
      expect(seen).toContain('유효하지 않은 요청입니다.');

      await page.goto(visitor.url('/users/auth/login'));
      await logIn(page, customer.email, customer.password);
      await expect.poll(() => storedUserId(page)).toBe(userId);
    } finally {
      await visitor.context.close();
    }
  });

  it('changes the password in settings behind the guard', async () => {
    const { page } = phone;
    // The reset ended every session on the server: forget this one and sign in again.
    await page.evaluate('sessionStorage.clear()');
    await page.goto(phone.url('/users/auth/login'));
    await logIn(page, customer.email, customer.password);
    await expect.poll(() => path(page.url())).toBe('/');
    await page.goto(phone.url('/users/update'));
    await page.getByText('고객님의 정보 보호를 위해 이메일과 비밀번호를 입력해 주세요.').waitFor();
    await page.getByLabel('이메일').fill(customer.email);
    await page.getByLabel('비밀번호').fill('notmine123');
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByText('잘못된 정보입니다.').waitFor();
    await page.getByLabel('비밀번호').fill(customer.password);
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByRole('tab', { name: '개인정보' }).waitFor();

    await page.getByLabel('현재 비밀번호').fill(customer.password);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(customer.password);
    await page.getByLabel('새 비밀번호 확인').fill(customer.password);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByText('현재 비밀번호와 새 비밀번호가 같습니다.').waitFor();

    await page.getByLabel('새 비밀번호', { exact: true }).fill('changed777');
    await page.getByLabel('새 비밀번호 확인').fill('changed778');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByText('새 비밀번호와 새 비밀번호 확인이 서로 일치하지 않습니다.').waitFor();

    await page.getByLabel('새 비밀번호 확인').fill('changed777');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.poll(() => path(page.url())).toBe('/users/auth/login');
    expect(dialogs).toContain('완료되었습니다.');
    customer.password = 'changed777';
    await logIn(page, customer.email, customer.password);
    await expect.poll(() => path(page.url())).toBe('/');
  });

  it('shows the alarm settings with the night hours and saves a toggle', async () => {
    const { page } = phone;
    await page.goto(phone.url('/users/update'));
    await page.getByRole('tab', { name: '알림 설정' }).click();
    await page.getByText('21:00~08:00', { exact: false }).waitFor();
    // Signed up without the advertising consent: the settings say so.
    expect(await page.getByRole('checkbox', { name: /혜택 · 이벤트 알림/ }).isChecked()).toBe(false);
    const night = page.getByRole('checkbox', { name: /야간 알림/ });
    expect(await night.isChecked()).toBe(false);
    await night.click();
    await expect.poll(() => night.isChecked()).toBe(true);
    // The change is confirmed with its date and the shop's name (정보통신망법 §50(8)).
    await page
      .getByRole('status')
      .getByText(
        /^\d{4}년 \d{2}월 \d{2}일 소리담 야간\(21:00~08:00\) 광고성 정보 수신 동의가 처리되었습니다\.$/,
      )
      .waitFor();
    await page.reload();
    await page.getByRole('tab', { name: '알림 설정' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: /야간 알림/ }).isChecked()).toBe(true);
  });

  it('keeps a second contact number from the personal-info tab, refusing a wrong one', async () => {
    const { page } = phone;
    await page.goto(phone.url('/users/update'));
    const form = page.getByRole('form', { name: '개인정보' });
    const tel = form.getByLabel('비상 연락처 (선택)');
    await tel.fill('1234');
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText('연락처는 0으로 시작하는 9~11자리 번호로 입력해 주세요.').waitFor();
    await tel.fill('0212345678');
    expect(await tel.inputValue()).toBe('02-1234-5678');
    await form.getByRole('button', { name: '저장' }).click();
    await page.getByRole('status').getByText('개인정보가 저장되었습니다.').waitFor();
    expect(await form.getByRole('button', { name: '저장' }).isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('비상 연락처 (선택)').inputValue()).toBe('02-1234-5678');
  });

  it('withdraws after the confirm, logs out and cannot log in any more', async () => {
    const { page } = phone;
    await page.goto(phone.url(`/users/${userId}`));
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect.poll(() => path(page.url())).toBe('/');
    expect(dialogs).toContain(
      '탈퇴하면 되돌릴 수 없으며 모든 회원 정보가 삭제됩니다. 정말 탈퇴하시겠습니까?',
    );
    expect(await storedUserId(page)).toBeNull();
    const me = await fetch(`${inject('baseUrl')}/api/v2/customer/users/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(me.status).toBe(400);
    expect(phone.errors).toEqual([]);
  });
});
