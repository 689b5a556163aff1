import { FIELD_MAX, tooLongMessage } from '@shop/domain/validation/field-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spots } from '../db/schema';
import { customerWithAddress } from '../modules/checkout/checkout-fixture';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => t.close());

type Schema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** Every string a caller can send, by where it is, that has no maximum length. */
function unbounded(doc: { paths: Record<string, Record<string, Operation>> }): string[] {
  const found: string[] = [];
  const walk = (s: Schema | undefined, where: string) => {
    if (!s || typeof s !== 'object') return;
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('string') && s.maxLength === undefined && !s.enum && !s.format && !s.pattern) {
      found.push(where);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const x of s[key] ?? []) walk(x, where);
    for (const [name, p] of Object.entries(s.properties ?? {})) walk(p, `${where}.${name}`);
    walk(s.items, `${where}[]`);
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}{}`);
  };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const at = `${method.toUpperCase()} ${path}`;
      // The static-file catch-alls take any path; the file lookup bounds it.
      for (const p of op.parameters ?? []) if (p.name !== '*') walk(p.schema, `${at} ${p.in}:${p.name}`);
      for (const c of Object.values(op.requestBody?.content ?? {})) walk(c.schema, `${at} body`);
    }
  }
  return found;
}

describe('every field has a maximum length', () => {
  it('in both OpenAPI documents: no string a caller sends is unbounded', async () => {
    for (const url of ['/api/v2/customer/openapi.json', '/api/v2/admin/openapi.json']) {
      const doc = (await t.app.inject(url)).json();
      expect(Object.keys(doc.paths).length, url).toBeGreaterThan(10);
      expect(unbounded(doc), url).toEqual([]);
    }
  });

  it('refuses a 300-character e-mail and a 209-character address in Korean, and stores nothing', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/users/auth/login',
      payload: { email: `${'a'.repeat(290)}@soridam.kr`, password: 'whatever1!', isLocal: false },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors.email).toContain(tooLongMessage(FIELD_MAX.email));

    const c = await customerWithAddress(t);
    const before = await t.database.db.select().from(spots).where(eq(spots.spotableId, c.user.id));
    const spot = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/spots',
      headers: c.headers,
      payload: {
        name: '박담이',
        tel: '01024681357',
        addr_code: '04524',
        addr: `서울특별시 중구 세종대로 110 ${'가'.repeat(180)}`,
        addr_desc: '1호',
      },
    });
    expect(spot.statusCode).toBe(400);
    expect(spot.json().errors.addr).toContain(tooLongMessage(FIELD_MAX.addr));
    const after = await t.database.db.select().from(spots).where(eq(spots.spotableId, c.user.id));
    expect(after).toHaveLength(before.length);
  });
});

describe('a field of the wrong kind', () => {
  it('is refused in Korean, not in zod’s English default, and stores nothing', async () => {
    const c = await customerWithAddress(t);
    const before = await t.database.db.select().from(spots).where(eq(spots.spotableId, c.user.id));
    const spot = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/spots',
      headers: c.headers,
      payload: {
        name: '박담이',
        tel: '01024681357',
        addr_code: '04524',
        addr: '서울특별시 중구 세종대로 110',
        options: 'x',
      },
    });
    expect(spot.statusCode).toBe(400);
    expect(spot.json().errors.options).toEqual(['입력 형식이 올바르지 않습니다.']);
    const after = await t.database.db.select().from(spots).where(eq(spots.spotableId, c.user.id));
    expect(after).toHaveLength(before.length);
  });
});
