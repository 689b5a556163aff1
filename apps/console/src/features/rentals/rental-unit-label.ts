import type { RentalDetail } from '@shop/domain/api/admin/rentals';

/**
 * A rental's unit as its detail lists it: the product with the serial number picked for it, which stays
 * readable after the unit has left the rental (returned, lost, order cancelled) so staff can still trace it.
 */
export function unitLabel(unit: RentalDetail['units'][number]): string {
  if (!unit.sn) return unit.prod_title;
  return `${unit.prod_title} (${unit.sn}${unit.held ? '' : ' · 배정 해제'})`;
}
