import type { Page } from 'playwright-core';

/** Steps the account journeys share: one customer per run, made unique by the clock. */
export type Customer = { email: string; name: string; mobile: string; password: string };

let counter = 0;
export function newCustomer(tag: string): Customer {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    email: `${tag}.${stamp}@example.com`,
    name: '김소리',
    // 010 + 8 digits from the clock: a person nobody else in the data is.
    mobile: `010${stamp.slice(-8)}`,
    password: 'sound1234',
  };
}

export { recordDialogs } from '../support/dialogs';

/** The identity-verification simulator in its framed sheet. */
export async function verifyIdentity(page: Page, who: Pick<Customer, 'name' | 'mobile'>): Promise<void> {
  const frame = page.frameLocator('iframe[title="본인인증"]');
  await frame.getByLabel('이름').fill(who.name);
  await frame.getByLabel('휴대폰 번호').fill(who.mobile);
  await frame.getByRole('button', { name: '인증 완료' }).click();
}

/**
 * The sign-up form from the duplicate check to 가입하기 (the gate already passed). `marketing: false` ticks
 * 전체 동의, then unticks the optional advertising consent; `agreed: false` ticks nothing.
 */
export async function fillSignUpForm(
  page: Page,
  customer: Customer,
  checkEmail = true,
  { marketing = true, agreed = true }: { marketing?: boolean; agreed?: boolean } = {},
): Promise<void> {
  if (checkEmail) {
    await page.getByLabel('이메일').fill(customer.email);
  }
  await page.getByRole('button', { name: '중복확인' }).click();
  await page.getByText('사용가능한 계정입니다.').waitFor();
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  await verifyIdentity(page, customer);
  await page.getByRole('button', { name: '본인인증 완료' }).waitFor();
  await page.getByLabel('비밀번호', { exact: true }).fill(customer.password);
  await page.getByLabel('비밀번호 확인').fill(customer.password);
  if (agreed) {
    await page.getByLabel('전체 동의').check();
    if (!marketing) await page.getByLabel(/^\[선택\]/).uncheck();
  }
  await page.getByRole('button', { name: '가입하기' }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The signed-in user's id as the app stored it (session storage: not kept signed in). */
export function storedUserId(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("sessionStorage.getItem('id') ?? localStorage.getItem('id')");
}
