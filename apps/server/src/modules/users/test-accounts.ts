import { DOC_SLUG, DOC_SLUG_TYPE, SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import type { Db } from '../../db/client';
import { docs, users } from '../../db/schema';
import { fixturePasswordHash } from '../../test/fixture-password';
import type { TestApp } from '../../test/test-app';

/** Helpers for the account tests: customers, logins and the sign-up documents. */

export const API = '/api/v2/customer';

let seq = 0;
export async function createCustomer(
  db: Db,
  over: Partial<{ email: string; password: string; name: string; mobile: string }> = {},
) {
  seq += 1;
  const password = over.password ?? 'secret123!';
  const [user] = await db
    .insert(users)
    .values({
      type: USER_TYPE.CUSTOMER,
      state: STATE.NORMAL,
      email: over.email ?? `customer${seq}@example.com`,
      passwordHash: await fixturePasswordHash(password),
      name: over.name ?? `고객${seq}`,
      mobile: over.mobile ?? `010${String(10000000 + seq).slice(-8)}`,
    })
    .returning();
  return { ...user!, password };
}

export async function login(t: TestApp, email: string, password: string, remoteAddress = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/users/auth/login`,
    payload: { email, password, isLocal: true },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

export async function tokenFor(t: TestApp, user: { email: string | null; password: string }) {
  const res = await login(t, user.email!, user.password);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { access_token: string; refresh_token: string; id: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The published sign-up documents (required, then the optional promo receive), plus one other document. */
export async function insertSignupDocs(db: Db) {
  const rows = await db
    .insert(docs)
    .values(
      [...SIGNUP_REQUIRED_DOC_SLUGS, DOC_SLUG.PROMO_RECEIVE, DOC_SLUG.THIRD_PARTY].map((slug) => ({
        slug,
        type: DOC_SLUG_TYPE[slug],
        title: slug,
        state: STATE.ENABLE,
      })),
    )
    .returning();
  const n = SIGNUP_REQUIRED_DOC_SLUGS.length;
  return { required: rows.slice(0, n), promo: rows[n]!, optional: rows.at(-1)! };
}

/** Runs the identity verification through the simulator page as a person would. */
export async function verifyIdentity(
  t: TestApp,
  person: { name: string; phoneNo: string },
  type: 'register' | 'remind' | 'create' = 'register',
) {
  const req = await t.app.inject(`${API}/users/noticeMsgVerifReq?type=${type}`);
  const { verif_id, url } = req.json().data;
  const page = await t.app.inject(url);
  if (page.statusCode !== 200) throw new Error('simulator page missing');
  const done = await t.app.inject({
    method: 'POST',
    url: `${API}/sim/identity`,
    payload: { verif_id, ...person },
  });
  if (done.statusCode !== 200) throw new Error(`simulator refused: ${done.body}`);
  return verif_id as string;
}
