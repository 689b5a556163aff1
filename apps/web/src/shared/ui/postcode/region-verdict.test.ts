import { describe, expect, it } from 'vitest';
import { regionVerdict } from './region-verdict';

const seoul = { addr: '서울특별시 마포구 월드컵북로 396 (상암동)', addr_code: '03925' };
const busan = { addr: '부산광역시 해운대구 센텀남대로 35 (우동)', addr_code: '48058' };
const check = (installable: boolean) => ({ zip_code: 'x', installable, message: '' });

describe('regionVerdict', () => {
  it('allows an installable address the server also allows', () => {
    expect(regionVerdict(seoul, check(true))).toEqual({ ok: true });
  });

  it('refuses with 설치 불가능한 지역입니다 and the served areas when either check refuses', () => {
    const refused = {
      ok: false,
      message: '설치 불가능한 지역입니다 (설치 가능 지역: 서울특별시, 경기도 고양시 · 성남시 · 하남시)',
    };
    expect(regionVerdict(busan, check(true))).toEqual(refused);
    expect(regionVerdict(seoul, check(false))).toEqual(refused);
    expect(regionVerdict({ addr: '경기도 수원시 팔달구 효원로 1', addr_code: '16490' }, null)).toEqual(
      refused,
    );
  });

  it('checks the postcode with the server rule when the server could not answer', () => {
    expect(regionVerdict(seoul, null)).toEqual({ ok: true });
    expect(regionVerdict({ ...seoul, addr_code: '48058' }, null).ok).toBe(false);
    expect(regionVerdict({ addr: '경기도 성남시 분당구 판교역로 235', addr_code: '13494' }, null).ok).toBe(
      true,
    );
  });
});
