import { TZDate } from '@date-fns/tz';
import * as holidayYears from '@hyunbinseo/holidays-kr/all';
import { addDays, format, isWeekend, startOfDay } from 'date-fns';
import { SEOUL_TIME_ZONE } from './seoul-time';

/** The Seoul calendar day a yyyy-MM-dd names (its midnight), or null when it is no real date. */
export function seoulDay(date: string): TZDate | null {
  // Stryker disable next-line Regex: equivalent, the round-trip format check below refuses any text around the date
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), SEOUL_TIME_ZONE);
  return format(day, 'yyyy-MM-dd') === date ? day : null;
}

/**
 * Korea's public holidays by Seoul date (the official gazette's, as `@hyunbinseo/holidays-kr` publishes
 * them: every year it holds, substitute holidays and election days included). A year it does not hold yet
 * has weekends only: update the package when the next year's calendar is announced.
 */
const PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set(
  Object.values(holidayYears).flatMap((year) => Object.keys(year)),
);

/** Whether a Seoul day is a public holiday (설날, 추석, 대체공휴일 …). */
export const isPublicHoliday = (day: TZDate): boolean => PUBLIC_HOLIDAYS.has(format(day, 'yyyy-MM-dd'));

/** A day installers deliver, collect and visit: not a Saturday, a Sunday or a public holiday. */
export const isWorkingDay = (day: TZDate): boolean => !isWeekend(day) && !isPublicHoliday(day);

/** The day itself on a working day; otherwise the first working day after it. */
export function nextWorkingDay(day: TZDate): TZDate {
  let working = day;
  while (!isWorkingDay(working)) working = addDays(working, 1);
  return working;
}

/** Milliseconds from `now` (epoch ms) to the next midnight in Seoul, when what a page says about "today" changes. */
export function msToNextSeoulDay(now: number): number {
  return startOfDay(addDays(new TZDate(now, SEOUL_TIME_ZONE), 1)).getTime() - now;
}
