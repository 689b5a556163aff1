import { format } from 'date-fns';
import { ko } from 'date-fns/locale';

/** One day a picker offers: its value (yyyy-MM-dd) and, in Korean, its date (2월 4일) and weekday (수요일). */
export type DateChoice = { value: string; label: string; weekday: string };

/** A day (yyyy-MM-dd, a calendar day where the customer is) as a date tile shows it. */
export function dateChoice(value: string): DateChoice {
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(y!, m! - 1, d!);
  return {
    value,
    label: format(day, 'M월 d일', { locale: ko }),
    weekday: format(day, 'EEEE', { locale: ko }),
  };
}
