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
});
