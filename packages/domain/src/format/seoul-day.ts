import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend } from 'date-fns';
import { SEOUL_TIME_ZONE } from './seoul-time';

/** The Seoul calendar day a yyyy-MM-dd names (its midnight), or null when it is no real date. */
export function seoulDay(date: string): TZDate | null {
  // Stryker disable next-line Regex: equivalent, the round-trip format check below refuses any text around the date
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), SEOUL_TIME_ZONE);
  return format(day, 'yyyy-MM-dd') === date ? day : null;
}

/** The day itself on a weekday; a Saturday or Sunday moves to the Monday after. */
export function nextWeekday(day: TZDate): TZDate {
  let weekday = day;
  while (isWeekend(weekday)) weekday = addDays(weekday, 1);
  return weekday;
}
