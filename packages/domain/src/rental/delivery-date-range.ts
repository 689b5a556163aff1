import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend } from 'date-fns';
import { SEOUL_TIME_ZONE } from '../format/seoul-time';

/** Shipping cannot start sooner than this many days after today. */
export const SHIP_START_LIMIT_DAYS = 3;
/** The second date lies this many days after the earliest. */
export const DELIVERY_RANGE_DAYS = 2;

export type DeliveryDateRange = { earliest: string; latest: string };

function nextWeekday(date: TZDate): TZDate {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/**
 * The selectable delivery dates (yyyy-MM-dd, Seoul calendar).
 * Weekend rules, since the documents leave them out: the earliest date is today + 3 days, moved to Monday
 * when it falls on a Saturday or Sunday. The second date is the earliest + 2 days; if that falls on a
 * Saturday (or the Sunday after a Friday), it moves to the following Monday, so neither end is a weekend.
 */
export function deliveryDateRange(now: Date): DeliveryDateRange {
  const today = new TZDate(now.getTime(), SEOUL_TIME_ZONE);
  const earliest = nextWeekday(addDays(today, SHIP_START_LIMIT_DAYS));
  const latest = nextWeekday(addDays(earliest, DELIVERY_RANGE_DAYS));
  return { earliest: format(earliest, 'yyyy-MM-dd'), latest: format(latest, 'yyyy-MM-dd') };
}

/** Whether a chosen date (yyyy-MM-dd) lies in the range and on a weekday. */
export function isDeliveryDateAllowed(date: string, now: Date): boolean {
  // Stryker disable next-line Regex: equivalent, the round-trip format check below refuses any text around the date
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), SEOUL_TIME_ZONE);
  if (format(day, 'yyyy-MM-dd') !== date) return false;
  const { earliest, latest } = deliveryDateRange(now);
  return date >= earliest && date <= latest && !isWeekend(day);
}
