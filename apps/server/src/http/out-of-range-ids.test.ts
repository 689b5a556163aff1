import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => t.close());

const TOO_BIG = '99999999999';

describe('ids past the integer columns', () => {
  it("answers a path id past the tables' range as bad input, before any read", async () => {
    for (const url of [`prods/${TOO_BIG}`, `forums/${TOO_BIG}`, `docs/${TOO_BIG}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/customer/${url}` });
      expect([url, res.statusCode]).toEqual([url, 400]);
      // Refused by the path's schema, naming the field, not by the database.
      expect(res.json()).toMatchObject({
        message: '입력값을 확인해 주세요.',
        errors: { id: [expect.any(String)] },
      });
    }
  });

  it("answers a query id the database cannot hold as bad input, not as the server's failure", async () => {
    for (const url of [
      `prods?tag_id=${TOO_BIG}`,
      `prods?prod_cat_id=${TOO_BIG}`,
      `prods?corp_maker_id=${TOO_BIG}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/customer/${url}` });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ message: '입력값을 확인해 주세요.', errors: {} });
    }
  });
});
