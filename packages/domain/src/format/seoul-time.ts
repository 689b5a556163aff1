import { tz } from '@date-fns/tz';

export const SEOUL_TIME_ZONE = 'Asia/Seoul';
export const inSeoul = tz(SEOUL_TIME_ZONE);

export type DateInput = Date | string | number | null | undefined;

// Timestamps without an offset are UTC: that is how we store them (docs/decisions/003-time-and-display.md).
// Stryker disable next-line Regex: without the ^ a text with something before the date is unreadable anyway
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The instant a stored value stands for, or null when it is empty or unreadable. The old server wrote
 * "0000-00-00 00:00:00" for a date never set: month 00 is no date, so it reads as none (tested).
 */
export function toInstant(value: DateInput): Date | null {
  // new Date(null) would be 1970. '' needs no case of its own: it is no valid date.
  // Stryker disable next-line ConditionalExpression: undefined is no valid date either; the check narrows the type
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return validOrNull(new Date(NO_OFFSET.test(text) ? `${text.replace(' ', 'T')}Z` : text));
  }
  return validOrNull(new Date(value));
}

function validOrNull(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
