import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { describe, expect, it } from 'vitest';
import { emptyNewAddress, newAddressToSpot } from './new-address';

const filled = {
  ...emptyNewAddress(),
  name: '김소리',
  tel: '01012345678',
  addr_code: '03925',
  addr: '서울특별시 마포구 월드컵북로 396',
  addr_desc: '101호',
};

describe('the checkout new address', () => {
  it('needs all five fields, the detail address too', () => {
    expect(newAddressToSpot({ ...filled, addr_desc: '' })).toEqual({
      ok: false,
      field: 'addr_desc',
      message: '필수 입력 사항입니다.',
    });
  });

  it('refuses an address outside the region', () => {
    expect(newAddressToSpot({ ...filled, addr: '부산광역시 해운대구 1' })).toMatchObject({
      ok: false,
      field: 'addr',
      message: '설치 불가능한 지역입니다',
    });
  });

  it('saves with the default state when 기본 배송지로 저장 is ticked', () => {
    const saved = newAddressToSpot({ ...filled, isDefault: true });
    expect(saved.ok && saved.spot.state).toBe(SPOT_STATE.DEFAULT);
    const plain = newAddressToSpot(filled);
    expect(plain.ok && plain.spot.state).toBe(SPOT_STATE.NONE);
  });
});
