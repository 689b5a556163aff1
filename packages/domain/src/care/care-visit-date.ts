import { deliveryDateRange, isDeliveryDateAllowed } from '../rental/delivery-date-range';

const DAY_MS = 86_400_000;

export const CARE_VISIT_DATE_INVALID_MESSAGE = '선택할 수 없는 방문일입니다. 다시 선택해 주세요.';

/**
 * The visit dates a customer may confirm after paying the repair (yyyy-MM-dd, Seoul calendar): the
 * delivery-date rule's working days, so the earliest is the documents' "3 days ahead" (moved past a weekend
 * or a public holiday).
 */
export function careVisitDates(now: Date): string[] {
  const { earliest, latest } = deliveryDateRange(now);
  const dates: string[] = [];
  for (let day = Date.parse(`${earliest}T00:00:00Z`); ; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > latest) break;
    if (isDeliveryDateAllowed(date, now)) dates.push(date);
  }
  return dates;
}

export const isCareVisitDateAllowed = (date: string, now: Date): boolean => isDeliveryDateAllowed(date, now);

/** The date a request without a chosen date is booked for: the first allowed one. */
export const defaultCareVisitDate = (now: Date): string => careVisitDates(now)[0]!;

/** The stored instant of a visit day: its start in Seoul (UTC+9 all year). */
export const careVisitInstant = (date: string): Date => new Date(`${date}T00:00:00+09:00`);

/**
 * The first visit, booked when staff assign it: the documents' "three days from now" on the Seoul calendar,
 * moved to the next working day like the delivery and reinstall dates (decision 026): never a Saturday, a
 * Sunday or a public holiday.
 */
export const careFirstVisitDate = (now: Date): string => deliveryDateRange(now).earliest;
