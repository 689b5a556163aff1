import type { SpotView } from '@shop/domain/api/spots';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO, demoToken } from '../support/customer-api';
import { recordDialogs } from '../support/dialogs';

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  customerCall<T>(inject('baseUrl'), method, path, token, body);

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace('/customer_v2', '') + u.search;
};

/** The postcode search sheet (the bundled sample addresses): search and pick one result. */
async function pickAddress(page: Page, query: string, result: RegExp): Promise<void> {
  await page.getByRole('button', { name: '우편번호 검색' }).click();
  const sheet = page.getByRole('dialog', { name: '우편번호 검색' });
  await sheet.getByLabel('주소 검색어').fill(query);
  await sheet.getByRole('button', { name: '검색', exact: true }).click();
  await sheet.getByRole('button', { name: result }).click();
  await sheet.waitFor({ state: 'detached' });
}

describe('address book: refused outside the region, added as default, edited and deleted', () => {
  let browser: Browser;
  let phone: PhonePage;
  let dialogs: string[];
  let token: string;
  let originalDefault: SpotView | undefined;
  const stamp = String(Date.now()).slice(-6);
  const detail = `${stamp}호`;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await openPhone(browser, { returningVisitor: true });
    dialogs = recordDialogs(phone.page);
    token = await demoToken(inject('baseUrl'));
    originalDefault = (await call<SpotView[]>('GET', 'spots?per_page=-1', token)).find(
      (s) => s.state === 100,
    );
  });

  afterAll(async () => {
    // Give the demo customer the default address it had.
    if (token && originalDefault) await call('PATCH', `spots/${originalDefault.id}`, token, { state: 100 });
    await phone?.context.close();
    await browser?.close();
  });

  it('asks a visitor to log in first and lists the saved addresses after it', async () => {
    const { page } = phone;
    await page.goto(phone.url('/spots'));
    await expect.poll(() => path(page.url())).toBe('/users/auth/login?redirect=%2Fspots');
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호').fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/spots');
    await page.getByRole('heading', { name: '주소록' }).waitFor();
    const cards = page.getByRole('list', { name: '저장된 주소' }).getByRole('listitem');
    await cards.first().waitFor();
    if (originalDefault) {
      const card = cards.filter({ hasText: originalDefault.addr_desc });
      expect(await card.getByText('기본', { exact: true }).isVisible()).toBe(true);
    }
  });

  it('wraps a long unbroken name and detail address inside the phone, in the list and in the address sheet', async () => {
    const { page } = phone;
    // 50 Hangul letters and an 80-letter detail address without a space: the app keeps Korean words whole.
    const name = '가나다라마바사아자차'.repeat(5);
    const long = await call<SpotView>('POST', 'spots', token, {
      name,
      tel: '01024681357',
      addr_code: '04524',
      addr: '서울특별시 중구 세종대로 110 (태평로1가)',
      addr_desc: `${stamp}${'상세주소띄어쓰기없음'.repeat(8)}`.slice(0, 80),
      state: 2,
    });
    const width = page.viewportSize()!.width;
    const overflow = (selector: string) =>
      page.evaluate<number>(
        `Math.max(...[...document.querySelectorAll(${JSON.stringify(selector)})].map((el) => el.scrollWidth - el.clientWidth))`,
      );
    try {
      await page.reload();
      const card = page
        .getByRole('list', { name: '저장된 주소' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await card.waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(width);
      expect((await card.boundingBox())!.x + (await card.boundingBox())!.width).toBeLessThanOrEqual(width);
      expect(await overflow('main li')).toBeLessThanOrEqual(0);

      // The address sheet of the AS form shows the same entry inside its button.
      const rentals = await call<{ id: number; list_label: string }[]>('GET', 'subscs?per_page=50', token);
      const running = rentals.find((r) => /회차$/.test(r.list_label))!;
      await page.goto(phone.url(`/cares/container/create?subsc_id=${running.id}`));
      await page.getByRole('dialog', { name: 'AS 신청 동의' }).getByRole('button', { name: '닫기' }).click();
      await page.getByRole('button', { name: /^주소 (변경|선택)$/ }).click();
      const sheet = page.getByRole('dialog', { name: '방문 주소 선택' });
      await sheet.getByRole('button', { name: new RegExp(name) }).waitFor();
      expect(await overflow('dialog[open] li, dialog[open] li *')).toBeLessThanOrEqual(0);
      await sheet.getByRole('button', { name: '닫기' }).click();
    } finally {
      await call('DELETE', `spots/${long.id}`, token, {});
    }
    await page.goto(phone.url('/spots'));
    await page.getByRole('heading', { name: '주소록' }).waitFor();
  });

  it('refuses an address outside the region and clears it, keeping what was typed', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: '주소 추가' }).click();
    await page.getByRole('heading', { name: '주소 추가' }).waitFor();
    expect(await page.getByLabel('연락처 *').getAttribute('placeholder')).toBe(
      '하이픈(-) 없이 휴대폰 번호를 입력해 주세요',
    );
    expect(await page.getByLabel('주소 *').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('받는 분 *').fill('박담이');
    await page.getByLabel('연락처 *').fill('010-2468-1357');
    // The input accepts the hyphens and shows the number formatted; the form keeps the digits.
    expect(await page.getByLabel('연락처 *').inputValue()).toBe('010-2468-1357');

    await pickAddress(page, '부산 센텀', /센텀남대로/);
    await page.getByText('설치 불가능한 지역입니다').waitFor();
    expect(await page.getByLabel('우편번호 *').inputValue()).toBe('');
    expect(await page.getByLabel('주소 *').inputValue()).toBe('');
    expect(await page.getByLabel('받는 분 *').inputValue()).toBe('박담이');

    // Saving without an address is refused by the form's own rules.
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByText('필수 입력 사항입니다.').first().waitFor();
    expect(path(page.url())).toBe('/spots/create');
  });

  it('saves a Seoul address as the default: 새 주소가 저장되었습니다 and listed with 기본', async () => {
    const { page } = phone;
    await pickAddress(page, '세종대로 110', /세종대로 110/);
    // The region check is a server call: the fields fill once it answers.
    await expect.poll(() => page.getByLabel('우편번호 *').inputValue()).toBe('04524');
    expect(await page.getByLabel('주소 *').inputValue()).toBe('서울특별시 중구 세종대로 110 (태평로1가)');
    expect(await page.getByText('설치 불가능한 지역입니다').count()).toBe(0);
    await page.getByLabel('상세 주소').fill(detail);
    await page.getByLabel('기본 배송지로 설정').check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/spots');
    expect(dialogs).toContain('새 주소가 저장되었습니다');

    const card = page
      .getByRole('list', { name: '저장된 주소' })
      .getByRole('listitem')
      .filter({ hasText: detail });
    await card.waitFor();
    expect(await card.getByText('기본', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('010-2468-1357').isVisible()).toBe(true);
    const saved = (await call<SpotView[]>('GET', 'spots?per_page=-1', token)).find((spot) =>
      spot.addr_desc.startsWith(detail),
    );
    expect(saved?.tel).toBe('01024681357');
    expect(await card.getByText('주말 수령 불가').isVisible()).toBe(true);
    // One default per customer: the chip moved.
    expect(await page.getByText('기본', { exact: true }).count()).toBe(1);
  });

  it('edits it: 저장되었습니다 and the new detail address is listed', async () => {
    const { page } = phone;
    const list = page.getByRole('list', { name: '저장된 주소' });
    await list.getByRole('listitem').filter({ hasText: detail }).getByRole('link', { name: '수정' }).click();
    await page.getByRole('heading', { name: '주소 수정' }).waitFor();
    await expect.poll(() => page.getByLabel('상세 주소').inputValue()).toBe(detail);
    expect(await page.getByLabel('기본 배송지로 설정').isChecked()).toBe(true);
    await page.getByLabel('상세 주소').fill(`${detail} 안쪽`);
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect.poll(() => path(page.url())).toBe('/spots');
    expect(dialogs).toContain('저장되었습니다');
    await list
      .getByRole('listitem')
      .filter({ hasText: `${detail} 안쪽` })
      .waitFor();
  });

  it('makes another entry the default from the list: 주소가 수정되었습니다 and the chip moves', async () => {
    const { page } = phone;
    const cards = page.getByRole('list', { name: '저장된 주소' }).getByRole('listitem');
    const other = cards.filter({ hasNotText: detail }).first();
    await other.getByRole('button', { name: '기본 배송지로 설정' }).click();
    await page.getByRole('status').getByText('주소가 수정되었습니다').waitFor();
    await other.getByText('기본', { exact: true }).waitFor();
    expect(await page.getByText('기본', { exact: true }).count()).toBe(1);
    const mine = cards.filter({ hasText: detail });
    expect(await mine.getByRole('button', { name: '기본 배송지로 설정' }).isVisible()).toBe(true);
  });

  it('deletes it after 정말 삭제하시겠습니까?', async () => {
    const { page } = phone;
    const card = page
      .getByRole('list', { name: '저장된 주소' })
      .getByRole('listitem')
      .filter({ hasText: detail });
    await card.getByRole('button', { name: '삭제' }).click();
    await expect.poll(() => dialogs).toContain('주소가 삭제 되었습니다.');
    expect(dialogs).toContain('정말 삭제하시겠습니까?');
    expect(dialogs.indexOf('정말 삭제하시겠습니까?')).toBeLessThan(
      dialogs.indexOf('주소가 삭제 되었습니다.'),
    );
    await card.waitFor({ state: 'detached' });
    const left = await call<SpotView[]>('GET', 'spots?per_page=-1', token);
    expect(left.some((spot) => spot.addr_desc.startsWith(detail))).toBe(false);
  });

  it("shows the 404 screen for an entry that is not the customer's", async () => {
    const { page } = phone;
    await page.goto(phone.url('/spots/987654'));
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
    expect(phone.errors).toEqual([]);
  });
});
