import { TZDate } from '@date-fns/tz';
import { SEOUL_TIME_ZONE } from '../format/seoul-time';

export const CANCEL_WINDOW_MESSAGE =
  '렌탈 해지가 되지 않았습니다. 00시 50분 이전 혹은 03시 30분 이후에 진행해 주세요.';

// Read from the message: between 00:50 and 03:30 Seoul time a termination cannot be processed.
const BLACKOUT_FROM_MINUTES = 50;
const BLACKOUT_TO_MINUTES = 3 * 60 + 30;

export function isInCancelBlackout(now: Date): boolean {
  const seoul = new TZDate(now.getTime(), SEOUL_TIME_ZONE);
  const minutes = seoul.getHours() * 60 + seoul.getMinutes();
  return minutes >= BLACKOUT_FROM_MINUTES && minutes < BLACKOUT_TO_MINUTES;
}
