import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { isWorkingDay, nextWorkingDay, seoulDay } from '../format/seoul-day';
import { SEOUL_TIME_ZONE } from '../format/seoul-time';

/** Shipping cannot start sooner than this many days after today. */
export const SHIP_START_LIMIT_DAYS = 3;
/** The second date lies this many days after the earliest. */
export const DELIVERY_RANGE_DAYS = 2;

export type DeliveryDateRange = { earliest: string; latest: string };

/**
 * The selectable delivery dates (yyyy-MM-dd, Seoul calendar).
 * Weekend and holiday rules, since the documents leave them out (decision 026): the earliest date is
 * today + 3 days, moved to the next working day when it falls on a Saturday, a Sunday or a public holiday.
 * The second date is the earliest + 2 days, moved the same way, so neither end is a day off; the days off
 * between them cannot be chosen.
 */
export function deliveryDateRange(now: Date): DeliveryDateRange {
  const today = new TZDate(now.getTime(), SEOUL_TIME_ZONE);
  const earliest = nextWorkingDay(addDays(today, SHIP_START_LIMIT_DAYS));
  const latest = nextWorkingDay(addDays(earliest, DELIVERY_RANGE_DAYS));
  return { earliest: format(earliest, 'yyyy-MM-dd'), latest: format(latest, 'yyyy-MM-dd') };
}

/** Whether a chosen date (yyyy-MM-dd) lies in the range and on a working day. */
export function isDeliveryDateAllowed(date: string, now: Date): boolean {
  const day = seoulDay(date);
  if (!day) return false;
  const { earliest, latest } = deliveryDateRange(now);
  return date >= earliest && date <= latest && isWorkingDay(day);
}
