/** The checkout screen reads the chosen items from this sessionStorage key (and from the router state). */
export const CHECKOUT_LOCAL_IDS_KEY = 'checkoutLocalIds';

export function writeCheckoutLocalIds(storage: Pick<Storage, 'setItem'>, localIds: readonly string[]): void {
  storage.setItem(CHECKOUT_LOCAL_IDS_KEY, JSON.stringify(localIds));
}
