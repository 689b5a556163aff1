/**
 * The first charge of a checkout: the first monthly bill of every ordered rental (round 1), in whole won.
 * The special delivery/installation fee is shown as a discount line, so it adds nothing.
 */
export function firstInstalment(orders: readonly { cost: number }[]): number {
  return orders.reduce((sum, order) => sum + Math.max(0, Math.floor(order.cost)), 0);
}

/** A cost sent by the client is only compared with ours; a mismatch means its prices are stale. */
export function clientCostMatches(clientCost: number | null | undefined, serverCost: number): boolean {
  return clientCost == null || Math.floor(clientCost) === serverCost;
}
