import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => t.close());

describe("the router's own refusals", () => {
  it('answers a path segment past the length limit in the Korean envelope, with its 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/customer/prods/${'9'.repeat(10_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: '입력값을 확인해 주세요.', errors: {} });
  });

  it('answers a malformed escape in a path segment the same way, with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/customer/prods/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '입력값을 확인해 주세요.', errors: {} });
  });

  it('says a body past the size limit is too large, and a format no route reads is not supported', async () => {
    const url = '/api/v2/customer/users/auth/login';
    const large = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.kr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: '요청 내용이 너무 큽니다.', errors: {} });
    const xml = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: '지원하지 않는 요청 형식입니다.', errors: {} });
  });
});
