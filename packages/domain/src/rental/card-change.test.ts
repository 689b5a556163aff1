import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { CARD_CHANGE_ENDED_MESSAGE, isRentalEnded, mayChangeCard } from './card-change';

const S = SUBSC_STATE;

describe('ended rentals and the card change', () => {
  it('counts a rental as billed while ordered, running or paused, and ended in every other state', () => {
    expect([S.INIT_APPLY, S.ENABLE, S.PAUSE].map(isRentalEnded)).toEqual([false, false, false]);
    expect(
      [
        S.ABNORMAL,
        S.INIT_FAIL,
        S.INIT_CANCEL,
        S.INIT_REJECT,
        S.TERMINATE,
        S.CANCEL,
        S.CANCEL_LOSS,
        S.CANCEL_COLLECT,
      ].every(isRentalEnded),
    ).toBe(true);
  });

  it('offers the card change on a billed rental, and on an ended one only while something is unpaid', () => {
    expect(mayChangeCard(S.ENABLE, 0)).toBe(true);
    expect(mayChangeCard(S.PAUSE, 2)).toBe(true);
    expect(mayChangeCard(S.INIT_APPLY, 0)).toBe(true);
    expect(mayChangeCard(S.CANCEL, 0)).toBe(false);
    expect(mayChangeCard(S.TERMINATE, 0)).toBe(false);
    expect(mayChangeCard(S.INIT_CANCEL, 0)).toBe(false);
    expect(mayChangeCard(S.CANCEL, 1)).toBe(true);
  });

  it('tells why in Korean', () => {
    expect(CARD_CHANGE_ENDED_MESSAGE).toBe(
      '종료된 렌탈은 결제 카드를 변경할 수 없습니다. 남은 결제가 없어 카드가 더 이상 사용되지 않습니다.',
    );
  });
});
