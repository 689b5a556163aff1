import type { RentalListRow } from '@shop/domain/api/admin/rentals';
import { PICKUP_LATE_LABEL } from '@shop/domain/rental/pickup-under-way';

/** A rental's label in the list, with 회수 지연 when its pickup is under way past the booked day. */
export const rentalListLabel = (r: Pick<RentalListRow, 'label' | 'pickup_late'>): string =>
  r.pickup_late ? `${r.label} · ${PICKUP_LATE_LABEL}` : r.label;
