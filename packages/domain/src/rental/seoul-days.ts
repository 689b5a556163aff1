import { differenceInCalendarDays } from 'date-fns';
import { inSeoul } from '../format/seoul-time';

/** Whole calendar days from one instant to another, counted on the Seoul calendar. */
export function seoulDaysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from, { in: inSeoul });
}
