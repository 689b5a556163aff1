import { tz } from '@date-fns/tz';

export const SEOUL_TIME_ZONE = 'Asia/Seoul';
export const inSeoul = tz(SEOUL_TIME_ZONE);

export type DateInput = Date | string | number | null | undefined;

// The old server wrote "0000-00-00 00:00:00" for a date that was never set.
const LEGACY_ZERO = /^0000-00-00/;
// Timestamps without an offset are UTC: that is how we store them (docs/decisions/003-time-and-display.md).
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The instant a stored value stands for, or null when it is empty, legacy-zero or unreadable. */
export function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (LEGACY_ZERO.test(text)) return null;
    return validOrNull(new Date(NO_OFFSET.test(text) ? `${text.replace(' ', 'T')}Z` : text));
  }
  return validOrNull(new Date(value));
}

function validOrNull(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
