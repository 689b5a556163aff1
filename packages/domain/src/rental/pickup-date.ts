import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { isWorkingDay, nextWorkingDay, seoulDay } from '../format/seoul-day';
import { SEOUL_TIME_ZONE } from '../format/seoul-time';
import { SHIP_START_LIMIT_DAYS } from './delivery-date-range';

/** A pickup can be booked at most this many days ahead. */
export const PICKUP_MAX_DAYS_AHEAD = 30;
export const PICKUP_DATE_MESSAGE = '회수 희망일을 확인해 주세요.';

export type PickupDateRange = { earliest: string; latest: string };

/**
 * The pickup dates a termination may ask for (yyyy-MM-dd, Seoul calendar). The documents give none; ours
 * follow the delivery lead time: from today + 3 days (moved to the next working day on a weekend or a public
 * holiday) up to 30 days ahead, working days only, since the installers who collect are the ones who deliver.
 */
export function pickupDateRange(now: Date): PickupDateRange {
  const today = new TZDate(now.getTime(), SEOUL_TIME_ZONE);
  return {
    earliest: format(nextWorkingDay(addDays(today, SHIP_START_LIMIT_DAYS)), 'yyyy-MM-dd'),
    latest: format(addDays(today, PICKUP_MAX_DAYS_AHEAD), 'yyyy-MM-dd'),
  };
}

/** The Seoul midnight a yyyy-MM-dd stands for, or null when it is not a real date. */
export function seoulDate(date: string): Date | null {
  const day = seoulDay(date);
  return day ? new Date(day.getTime()) : null;
}

export function isPickupDateAllowed(date: string, now: Date): boolean {
  const day = seoulDay(date);
  if (!day) return false;
  const { earliest, latest } = pickupDateRange(now);
  return date >= earliest && date <= latest && isWorkingDay(day);
}
