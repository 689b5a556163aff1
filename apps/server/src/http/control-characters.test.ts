import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../modules/users/test-accounts';
import { signAccessToken } from '../security/access-token';
import { buildTestApp, type TestApp } from '../test/test-app';
import { controlCharacterAt } from './control-characters';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const user = await createCustomer(t.database.db);
  headers = {
    authorization: `Bearer ${await signAccessToken({ userId: user.id, tokenVersion: 0 }, t.config.jwtSecret, 600)}`,
  };
});
afterAll(async () => t.close());

describe('control characters at the boundary', () => {
  it('finds the first string holding one, at any depth, and lets tabs and new lines through', () => {
    expect(controlCharacterAt({ a: 'ok', b: ['x', { c: 'bad\u0000' }] })).toBe('b.1.c');
    expect(controlCharacterAt('del\u007f')).toBe('_');
    expect(controlCharacterAt({ memo: '첫 줄\n둘째 줄\t탭\r' })).toBeNull();
    expect(controlCharacterAt(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('refuses the bidirectional overrides and isolates that make a text read otherwise, not the marks', () => {
    for (const c of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(controlCharacterAt({ worker: `김${c}기사` }), c.codePointAt(0)!.toString(16)).toBe('worker');
    }
    // The plain left-to-right and right-to-left marks change no order of what is shown: they pass.
    expect(controlCharacterAt({ worker: '김\u200e기사\u200f' })).toBeNull();
    expect(controlCharacterAt({ note: '\u2029\u2065\u202f' })).toBeNull();
  });

  it('answers a Korean 400 instead of a 500 on the calls that failed with a NUL', async () => {
    const calls: [string, string, object][] = [
      ['POST', 'users/verifConfirm', { identity_verification_id: 'x\u0000' }],
      ['POST', 'carts/deleteItemsByLocalId', { localIds: ['a\u0000'] }],
      ['POST', 'payments/billAuth/confirm', { issue_id: 'bill\u0000', billing_key: 'sim\u0000' }],
      ['POST', 'users/auth/login', { email: 'a\u0000@b.kr', password: 'x', isLocal: true }],
      ['GET', 'prods?tag_title=%00', {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api/v2/customer/${url}`,
        headers,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('입력값에 사용할 수 없는 문자가 있습니다.');
    }
  });
});
