import type { Subsc } from '@shop/domain/api/subscs-read';
import { rentalListLabel } from '@shop/domain/rental/state-label';
import { type StateTooltip, stateTooltip } from '@shop/domain/rental/state-tooltip';

/** A rental's list label and tooltip, from the domain's rules on the fields of the answer. */
export function rentalLabel(subsc: Subsc): { label: string; tooltip: StateTooltip } {
  const entry = {
    state: subsc.state,
    state_req: subsc.state_req,
    start_at: subsc.start_at,
    unpaidCount: subsc.record_subscs_unpaid_ctr ?? 0,
  };
  return {
    label: rentalListLabel({ ...entry, paidCount: subsc.record_subscs_ctr ?? 0, months: subsc.duration }),
    tooltip: stateTooltip(entry),
  };
}
