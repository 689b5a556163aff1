import type { SubscCreated } from '@shop/domain/api/subscs';
import { isWorkingDay, seoulDay } from '@shop/domain/format/seoul-day';
import type { DeliveryDateRange } from '@shop/domain/rental/delivery-date-range';
import { addDays, format } from 'date-fns';
import { ko } from 'date-fns/locale';
import { type DateChoice, dateChoice } from '../../../shared/ui/date-tiles/date-choice';

const calendarDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/**
 * The dates the picker offers (yyyy-MM-dd): every working day of the range the server decided on its clock
 * (the one PUT ships/{id} accepts), in Korean; none until it is known. The device's date plays no part.
 */
export function deliveryDateChoices(range: DeliveryDateRange | null | undefined): DateChoice[] {
  if (!range) return [];
  const choices: DateChoice[] = [];
  for (let day = calendarDay(range.earliest); ; day = addDays(day, 1)) {
    const value = format(day, 'yyyy-MM-dd');
    if (value > range.latest) break;
    const seoul = seoulDay(value);
    if (seoul && isWorkingDay(seoul)) choices.push(dateChoice(value));
  }
  return choices;
}

/** The complete page's choices: one checkout's rentals share the server's range (POST subscs). */
export const completeDateChoices = (rentals: readonly Pick<SubscCreated, 'spot_set_range'>[]): DateChoice[] =>
  deliveryDateChoices(rentals[0]?.spot_set_range);

/** 2026년 5월 4일 월요일 */
export function deliveryDateLabel(value: string): string {
  return format(calendarDay(value), 'yyyy년 M월 d일 EEEE', { locale: ko });
}

/** The date chosen on the complete page, kept for the result page across a reload. */
export const deliveryDateStorageKey = (paymentId: number | string) => `deliveryDate:${paymentId}`;
