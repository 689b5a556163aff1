import { deliveryDateRange, isDeliveryDateAllowed } from '@shop/domain/rental/delivery-date-range';
import { addDays, format } from 'date-fns';
import { ko } from 'date-fns/locale';

export type DeliveryDateChoice = { value: string; label: string; weekday: string };

const calendarDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** The dates the picker offers (yyyy-MM-dd): every allowed day of the domain's range, in Korean. */
export function deliveryDateChoices(now: Date): DeliveryDateChoice[] {
  const { earliest, latest } = deliveryDateRange(now);
  const choices: DeliveryDateChoice[] = [];
  for (let day = calendarDay(earliest); ; day = addDays(day, 1)) {
    const value = format(day, 'yyyy-MM-dd');
    if (value > latest) break;
    if (isDeliveryDateAllowed(value, now)) {
      choices.push({
        value,
        label: format(day, 'M월 d일', { locale: ko }),
        weekday: format(day, 'EEEE', { locale: ko }),
      });
    }
  }
  return choices;
}

/** 2026년 5월 4일 월요일 */
export function deliveryDateLabel(value: string): string {
  return format(calendarDay(value), 'yyyy년 M월 d일 EEEE', { locale: ko });
}

/** The date chosen on the complete page, kept for the result page across a reload. */
export const deliveryDateStorageKey = (paymentId: number | string) => `deliveryDate:${paymentId}`;
