import { SPOT_STATE } from '../codes/spot-state';

/** The address preselected from the address book: the first default entry, otherwise the first (or none). */
export function preselectedSpot<T extends { state: number }>(spots: readonly T[]): T | null {
  return spots.find((spot) => spot.state === SPOT_STATE.DEFAULT) ?? spots[0] ?? null;
}
