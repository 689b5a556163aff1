import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KAKAO_POSTCODE_SCRIPT_URL } from '../../adapters/postcode/kakao-postcode';
import { SAMPLE_ADDRESSES } from '../../adapters/postcode/sample-addresses';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API } from '../users/test-accounts';

let app: TestApp;
let kakao: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
  kakao = await buildTestApp({ seed: false, env: { POSTCODE_PROVIDER: 'kakao' } });
});
afterAll(async () => {
  await app.close();
  await kakao.close();
});

const get = (t: TestApp, url: string) => t.app.inject(`${API}${url}`);

describe('GET ships/spotSetCodeCheck', () => {
  it('tells a visitor whether a zip code lies where we install', async () => {
    const cases: [string, boolean][] = [
      ['04524', true],
      ['10390', true],
      ['12917', true],
      ['13529', true],
      ['48058', false],
      ['16490', false],
      ['21554', false],
      ['1234', false],
      ['abcde', false],
    ];
    for (const [zip, installable] of cases) {
      const res = await get(app, `/ships/spotSetCodeCheck?zipCode=${zip}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        zip_code: zip,
        installable,
        message: installable ? '설치 가능한 지역입니다' : '설치 불가능한 지역입니다',
      });
    }
    expect((await get(app, '/ships/spotSetCodeCheck')).statusCode).toBe(400);
  });
});

describe('postcode search', () => {
  it('searches the bundled sample addresses by words, zip or lot number', async () => {
    expect((await get(app, '/postcodes/provider')).json().data).toEqual({
      provider: 'sample',
      script_url: null,
    });
    const pangyo = (await get(app, `/postcodes?query=${encodeURIComponent('판교역로 166')}`)).json().data;
    expect(pangyo).toEqual([
      {
        addr_code: '13529',
        addr: '경기도 성남시 분당구 판교역로 166 (백현동)',
        addr_jibun: '경기도 성남시 분당구 백현동 532',
        installable: true,
      },
    ]);
    const busan = (await get(app, `/postcodes?query=${encodeURIComponent('부산')}`)).json().data;
    expect(busan).toHaveLength(2);
    expect(busan.every((a: { installable: boolean }) => !a.installable)).toBe(true);
    expect((await get(app, '/postcodes?query=48058')).json().data).toHaveLength(1);
    expect((await get(app, `/postcodes?query=${encodeURIComponent('없는주소')}`)).json().data).toEqual([]);
  });

  it('holds about forty addresses in and out of the region', () => {
    expect(SAMPLE_ADDRESSES.length).toBeGreaterThanOrEqual(40);
    for (const city of [
      '서울특별시',
      '고양시',
      '성남시',
      '하남시',
      '부산광역시',
      '대구광역시',
      '수원시',
      '인천광역시',
    ]) {
      expect(
        SAMPLE_ADDRESSES.some((a) => a.addr.includes(city)),
        city,
      ).toBe(true);
    }
    expect(SAMPLE_ADDRESSES.every((a) => /^[0-9]{5}$/.test(a.addr_code))).toBe(true);
  });

  it('leaves the search to the browser widget with POSTCODE_PROVIDER=kakao', async () => {
    expect((await get(kakao, '/postcodes/provider')).json().data).toEqual({
      provider: 'kakao',
      script_url: KAKAO_POSTCODE_SCRIPT_URL,
    });
    expect((await get(kakao, '/postcodes?query=판교')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes the cart, address-book and postcode calls', async () => {
    const paths = Object.keys((await get(app, '/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        ['/carts', '/carts/prices', '/carts/deleteItemsByLocalId', '/spots', '/spots/{id}', '/postcodes']
          .concat(['/ships/spotSetCodeCheck'])
          .map((p) => `${API}${p}`),
      ),
    );
  });
});
