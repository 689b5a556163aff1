import { deliveryDateRange, isDeliveryDateAllowed } from '@shop/domain/rental/delivery-date-range';
import { addDays, format } from 'date-fns';
import { ko } from 'date-fns/locale';
import { type DateChoice, dateChoice } from '../../../shared/ui/date-tiles/date-choice';

const calendarDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** The dates the picker offers (yyyy-MM-dd): every allowed day of the domain's range, in Korean. */
export function deliveryDateChoices(now: Date): DateChoice[] {
  const { earliest, latest } = deliveryDateRange(now);
  const choices: DateChoice[] = [];
  for (let day = calendarDay(earliest); ; day = addDays(day, 1)) {
    const value = format(day, 'yyyy-MM-dd');
    if (value > latest) break;
    if (isDeliveryDateAllowed(value, now)) choices.push(dateChoice(value));
  }
  return choices;
}

/** 2026년 5월 4일 월요일 */
export function deliveryDateLabel(value: string): string {
  return format(calendarDay(value), 'yyyy년 M월 d일 EEEE', { locale: ko });
}

/** The date chosen on the complete page, kept for the result page across a reload. */
export const deliveryDateStorageKey = (paymentId: number | string) => `deliveryDate:${paymentId}`;
