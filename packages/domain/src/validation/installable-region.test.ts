import { describe, expect, it } from 'vitest';
import {
  INSTALLABLE_AREAS_NOTE,
  INSTALLABLE_ZIP_RANGES,
  isInstallableAddress,
  isInstallableZip,
  NOT_INSTALLABLE_REGION_MESSAGE,
  NOT_INSTALLABLE_REGION_WITH_AREAS,
} from './installable-region';

describe('installable region', () => {
  it('uses the exact message', () => {
    expect(NOT_INSTALLABLE_REGION_MESSAGE).toBe('설치 불가능한 지역입니다');
  });

  it('accepts every spelling of Seoul', () => {
    for (const addr of [
      '서울 강남구 테헤란로 1',
      '서울특별시 마포구 월드컵로 2',
      '서울시 종로구 3',
      ' 서울 중구',
    ]) {
      expect(isInstallableAddress(addr)).toBe(true);
    }
  });

  it('accepts Goyang, Seongnam and Hanam of Gyeonggi only', () => {
    expect(isInstallableAddress('경기 고양시 덕양구 화중로 1')).toBe(true);
    expect(isInstallableAddress('경기도 성남시 분당구 판교역로 2')).toBe(true);
    expect(isInstallableAddress('경기 하남시 미사대로 3')).toBe(true);
    expect(isInstallableAddress('경기 수원시 팔달구 4')).toBe(false);
    expect(isInstallableAddress('경기도')).toBe(false);
  });

  it('reads the province and city across any run of spaces', () => {
    expect(isInstallableAddress('경기  고양시 덕양구')).toBe(true);
    expect(isInstallableAddress('경기도\t성남시 분당구')).toBe(true);
    expect(isInstallableAddress('서울  중구')).toBe(true);
  });

  it('takes the Gyeonggi cities only under Gyeonggi', () => {
    expect(isInstallableAddress('인천 고양시 1')).toBe(false);
    expect(isInstallableAddress('강원도 성남시 2')).toBe(false);
    expect(isInstallableAddress('고양시 덕양구')).toBe(false);
    expect(isInstallableAddress(undefined)).toBe(false);
  });

  it('refuses other regions and look-alikes', () => {
    for (const addr of ['부산 해운대구 1', '인천 연수구 2', '서울숲로 3', '', '경기고양시 4']) {
      expect(isInstallableAddress(addr)).toBe(false);
    }
    expect(isInstallableAddress(null)).toBe(false);
  });

  it('checks the postcode ranges at their edges', () => {
    for (const zip of ['01000', '08999', '10200', '10599', '13100', '13699', '12900', '13099']) {
      expect(isInstallableZip(zip)).toBe(true);
    }
    for (const zip of ['00999', '09000', '10199', '10600', '12899', '13700', '48058', '1000', '0100a', '']) {
      expect(isInstallableZip(zip)).toBe(false);
    }
  });

  it('takes exactly five digits for a postcode, nothing around them', () => {
    for (const zip of [' 10200', '10200 ', '010200', '102000', '10200a', '우10200', null, undefined]) {
      expect(isInstallableZip(zip)).toBe(false);
    }
  });
});

describe('the refusal names the served areas', () => {
  it('keeps the document’s text and adds every city the postcode ranges serve', () => {
    expect(NOT_INSTALLABLE_REGION_WITH_AREAS).toBe(
      '설치 불가능한 지역입니다 (설치 가능 지역: 서울특별시, 경기도 고양시 · 성남시 · 하남시)',
    );
    expect(NOT_INSTALLABLE_REGION_WITH_AREAS.startsWith(NOT_INSTALLABLE_REGION_MESSAGE)).toBe(true);
    for (const range of INSTALLABLE_ZIP_RANGES) expect(INSTALLABLE_AREAS_NOTE).toContain(range.region);
  });
});
