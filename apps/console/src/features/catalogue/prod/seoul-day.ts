import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

const SEOUL = 'Asia/Seoul';

/** yyyy-MM-dd of a moment in Seoul, for a date input; '' for none. */
export const seoulDayOf = (iso: string | null) => (iso ? format(new TZDate(iso, SEOUL), 'yyyy-MM-dd') : '');

/** The start of a Seoul day (plus `days`) as an ISO moment: a discount runs from midnight to midnight there. */
export function isoOfSeoulDay(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return addDays(new TZDate(y!, m! - 1, d!, SEOUL), days).toISOString();
}
