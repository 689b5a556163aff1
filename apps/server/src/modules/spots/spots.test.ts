import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spots } from '../../db/schema';
import { signAccessToken } from '../../security/access-token';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer } from '../users/test-accounts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
});
afterAll(() => app.close());

async function customer() {
  const user = await createCustomer(app.database.db);
  return {
    id: user.id,
    headers: bearer(await signAccessToken({ userId: user.id, tokenVersion: 0 }, app.config.jwtSecret, 600)),
  };
}

const home = {
  name: '김소리',
  tel: '01012345678',
  addr_code: '03925',
  addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
  addr_desc: '101동 1203호',
  state: SPOT_STATE.NONE,
  options: { type_weekend: true },
};
const office = {
  ...home,
  addr_code: '13529',
  addr: '경기도 성남시 분당구 판교역로 166 (백현동)',
  addr_desc: '',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

async function create(c: { headers: Record<string, string> }, body: object = home) {
  const res = await call('POST', '/spots', c.headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; state: number };
}

describe('address book', () => {
  it('creates, reads, edits and deletes an entry with the documents messages', async () => {
    const c = await customer();
    const created = await call('POST', '/spots', c.headers, home);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: '새 주소가 저장되었습니다',
      data: {
        ...home,
        spotable_id: c.id,
        spotable_type: MORPH_TYPE.USER,
        title: '',
        options: { type_weekend: true },
      },
    });
    const id = created.json().data.id;

    expect((await call('GET', `/spots/${id}`, c.headers)).json().data).toMatchObject({ id, name: '김소리' });

    const put = await call('PUT', `/spots/${id}`, c.headers, { ...office, name: '박음향' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: '저장되었습니다',
      data: { id, name: '박음향', addr_code: '13529' },
    });

    const patch = await call('PATCH', `/spots/${id}`, c.headers, {
      addr_desc: '판교 7층',
      options: { type_weekend: false },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      message: '저장되었습니다',
      data: { name: '박음향', addr_code: '13529', addr_desc: '판교 7층', options: { type_weekend: false } },
    });

    const removed = await call('DELETE', `/spots/${id}`, c.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id }, message: '주소가 삭제 되었습니다.' });
    expect((await call('GET', `/spots/${id}`, c.headers)).statusCode).toBe(404);
    expect((await call('GET', '/spots?per_page=-1', c.headers)).json().data).toEqual([]);
    // Soft: the row stays for the shipments that point at it.
    const [row] = await app.database.db.select().from(spots).where(eq(spots.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('asks for the required fields with 필수 입력 사항입니다.', async () => {
    const c = await customer();
    for (const field of ['name', 'tel', 'addr_code', 'addr'] as const) {
      const res = await call('POST', '/spots', c.headers, { ...home, [field]: '' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe('필수 입력 사항입니다.');
      expect(res.json().errors[field]).toEqual(['필수 입력 사항입니다.']);
    }
    const { name: _name, ...noName } = home;
    expect((await call('POST', '/spots', c.headers, noName)).json().message).toBe('필수 입력 사항입니다.');
    // The detail address may stay empty in the address book.
    await create(c, { ...home, addr_desc: '' });
  });

  it('refuses an address outside the region by its prefix and by its zip code', async () => {
    const c = await customer();
    const outside = [
      { ...home, addr: '부산광역시 해운대구 센텀남대로 35 (우동)', addr_code: '48058' },
      { ...home, addr: '경기도 수원시 팔달구 효원로 241 (인계동)', addr_code: '16490' },
      // A Seoul address with a Busan zip, and a Busan address with a Seoul zip.
      { ...home, addr_code: '48058' },
      { ...home, addr: '부산광역시 연제구 중앙대로 1001 (연산동)' },
    ];
    for (const body of outside) {
      const res = await call('POST', '/spots', c.headers, body);
      expect(res.statusCode, body.addr).toBe(400);
      expect(res.json().message).toBe('설치 불가능한 지역입니다');
    }
    const spot = await create(c);
    const patched = await call('PATCH', `/spots/${spot.id}`, c.headers, { addr_code: '21554' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({
      message: '설치 불가능한 지역입니다',
      errors: { addr_code: ['설치 불가능한 지역입니다'] },
    });
    for (const body of [
      { ...home, addr: '경기도 고양시 일산서구 킨텍스로 217-60 (대화동)', addr_code: '10390' },
      { ...home, addr: '경기도 하남시 미사대로 750 (신장동)', addr_code: '12917' },
    ]) {
      await create(c, body);
    }
  });

  it('keeps one default address per customer', async () => {
    const c = await customer();
    const other = await customer();
    const theirs = await create(other, { ...home, state: SPOT_STATE.DEFAULT });
    const a = await create(c, { ...home, state: SPOT_STATE.DEFAULT });
    const b = await create(c, { ...office, state: SPOT_STATE.DEFAULT });
    const defaults = async () =>
      (await call('GET', '/spots?per_page=-1', c.headers))
        .json()
        .data.filter((s: { state: number }) => s.state === SPOT_STATE.DEFAULT)
        .map((s: { id: number }) => s.id);
    expect(await defaults()).toEqual([b.id]);
    await call('PUT', `/spots/${a.id}`, c.headers, { ...home, state: SPOT_STATE.DEFAULT });
    expect(await defaults()).toEqual([a.id]);
    await call('PATCH', `/spots/${b.id}`, c.headers, { state: SPOT_STATE.DEFAULT });
    expect(await defaults()).toEqual([b.id]);
    // The list puts the default first; another customer's default is untouched.
    const list = (await call('GET', '/spots?per_page=-1', c.headers)).json().data;
    expect(list.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
    expect((await call('GET', `/spots/${theirs.id}`, other.headers)).json().data.state).toBe(
      SPOT_STATE.DEFAULT,
    );
  });

  it('shows and changes only the own entries: 404 for another customer, 401 without a token', async () => {
    const owner = await customer();
    const intruder = await customer();
    const spot = await create(owner);
    await create(intruder, office);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', office],
      ['PATCH', { name: '도둑' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/spots/${spot.id}`, intruder.headers, body);
      expect(res.statusCode, method).toBe(404);
      expect((await call(method, `/spots/${spot.id}`, {}, body)).statusCode).toBe(401);
    }
    // The documents' filters cannot reach another customer's book.
    const list = await call(
      'GET',
      `/spots?per_page=-1&spotable_type=user&spotable_id=${owner.id}`,
      intruder.headers,
    );
    expect(list.json().data.map((s: { spotable_id: number }) => s.spotable_id)).toEqual([intruder.id]);
    expect((await call('GET', `/spots/${spot.id}`, owner.headers)).json().data).toMatchObject({
      name: '김소리',
    });
    expect((await call('GET', '/spots', {})).statusCode).toBe(401);
    expect((await call('POST', '/spots', {}, home)).statusCode).toBe(401);
    expect((await call('GET', '/spots/abc', owner.headers)).statusCode).toBe(400);
    expect((await call('PUT', '/spots/abc', owner.headers, home)).statusCode).toBe(400);
  });
});
