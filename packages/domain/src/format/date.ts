import { format } from 'date-fns';
import { type DateInput, inSeoul, toInstant } from './seoul-time';

/** Shown for a date that is empty, unreadable or the legacy zero date. */
export const EMPTY_DATE_LABEL = '미정';

function formatInSeoul(value: DateInput, pattern: string): string {
  const instant = toInstant(value);
  return instant ? format(instant, pattern, { in: inSeoul }) : EMPTY_DATE_LABEL;
}

/** 2024-03-01 */
export function formatDate(value: DateInput): string {
  return formatInSeoul(value, 'yyyy-MM-dd');
}

/** 2024년 03월 01일 */
export function formatDateKo(value: DateInput): string {
  return formatInSeoul(value, 'yyyy년 MM월 dd일');
}

/** 14:05 */
export function formatTime(value: DateInput): string {
  return formatInSeoul(value, 'HH:mm');
}

/** 2024-03-01 14:05 */
export function formatDateTime(value: DateInput): string {
  return formatInSeoul(value, 'yyyy-MM-dd HH:mm');
}
