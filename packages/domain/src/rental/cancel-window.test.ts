import { describe, expect, it } from 'vitest';
import { CANCEL_WINDOW_MESSAGE, isInCancelBlackout } from './cancel-window';

const seoul = (time: string) => new Date(`2024-03-05T${time}:00+09:00`);

describe('termination blackout', () => {
  it('refuses between 00:50 and 03:30 Seoul time', () => {
    expect(isInCancelBlackout(seoul('00:49'))).toBe(false);
    expect(isInCancelBlackout(seoul('00:50'))).toBe(true);
    expect(isInCancelBlackout(seoul('03:29'))).toBe(true);
    expect(isInCancelBlackout(seoul('03:30'))).toBe(false);
    expect(isInCancelBlackout(new Date('2024-03-05T16:00:00Z'))).toBe(true);
  });

  it('tells the customer the window in Korean', () => {
    expect(CANCEL_WINDOW_MESSAGE).toBe(
      '렌탈 해지가 되지 않았습니다. 00시 50분 이전 혹은 03시 30분 이후에 진행해 주세요.',
    );
  });
});
