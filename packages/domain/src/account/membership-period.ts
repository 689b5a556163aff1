import { differenceInYears } from 'date-fns';
import { type DateInput, toInstant } from '../format/seoul-time';

/** My page: how long the customer has been a member, in whole years; under a year reads 1년 이하. */
export const MEMBERSHIP_UNDER_A_YEAR_LABEL = '1년 이하';

export function membershipYears(createdAt: DateInput, now: Date): number {
  const since = toInstant(createdAt);
  return since ? Math.max(0, differenceInYears(now, since)) : 0;
}

export function membershipPeriodLabel(createdAt: DateInput, now: Date): string {
  const years = membershipYears(createdAt, now);
  return years < 1 ? MEMBERSHIP_UNDER_A_YEAR_LABEL : `${years}년`;
}
