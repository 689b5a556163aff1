import { z } from 'zod';

/** The two ends of a delivery the ships table keeps: where it is set up, and where it is picked up from. */
type ShipEnd = 'spot_set' | 'spot_out';
type ShipAddressKey<P extends ShipEnd> =
  | P
  | `${P}_code`
  | `${P}_desc`
  | `${P}_tel`
  | `${P}_user_name`
  | `${P}_at`;

/**
 * One end of a delivery as the ships table's columns hold it: the road address, its postcode and detail,
 * the phone and name of whoever is there, and the day (yyyy-MM-dd); each null while not known.
 * Spread into a ship's schema.
 */
export function shipAddressFields<P extends ShipEnd>(end: P) {
  const field = z.string().nullable();
  return {
    [end]: field,
    [`${end}_code`]: field,
    [`${end}_desc`]: field,
    [`${end}_tel`]: field,
    [`${end}_user_name`]: field,
    [`${end}_at`]: field,
  } as Record<ShipAddressKey<P>, typeof field>;
}
