import { addDays, getHours, set } from 'date-fns';
import { inSeoul } from '../format/seoul-time';
import type { Purpose } from './channels';

/** 21:00 to 08:00 Seoul time: advertising needs a separate consent (정보통신망법 §50 ③). */
export const NIGHT_STARTS_AT_HOUR = 21;
export const NIGHT_ENDS_AT_HOUR = 8;

export type MessageConsent = { advertising: boolean; night: boolean };

export type SendDecision =
  | { send: 'now' }
  | { send: 'later'; at: Date }
  | { send: 'never'; reason: 'no-advertising-consent' };

export function isNightInSeoul(now: Date): boolean {
  const hour = getHours(now, { in: inSeoul });
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}

/** The next 08:00 in Seoul after a night-time instant. */
export function nightEndsAt(now: Date): Date {
  // Stryker disable next-line ObjectLiteral: from 21:00 a host-zone day (23 or 25 hours at a DST change) lands on the same Seoul date
  const day = getHours(now, { in: inSeoul }) >= NIGHT_STARTS_AT_HOUR ? addDays(now, 1, { in: inSeoul }) : now;
  const at = set(
    day,
    { hours: NIGHT_ENDS_AT_HOUR, minutes: 0, seconds: 0, milliseconds: 0 },
    { in: inSeoul },
  );
  // A plain instant, not a zoned date: its ISO text is UTC like every other time the API sends.
  return new Date(at.getTime());
}

/**
 * When a message may go out. Transactional messages always go now. Advertising goes only with consent; at
 * night only with the night consent too, otherwise it waits for 08:00.
 */
export function decideSend(purpose: Purpose, consent: MessageConsent, now: Date): SendDecision {
  if (purpose === 'transactional') return { send: 'now' };
  if (!consent.advertising) return { send: 'never', reason: 'no-advertising-consent' };
  if (isNightInSeoul(now) && !consent.night) return { send: 'later', at: nightEndsAt(now) };
  return { send: 'now' };
}
