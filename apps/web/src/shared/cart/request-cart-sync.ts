import { bridge } from '../bridge/native-bridge';

/**
 * Asks for a local/remote cart synchronisation (the cart button pressed while on /carts).
 * A stub for now: it only posts the 'sync' bridge message; the cart feature of a later issue listens for it
 * and does the actual merge with the server cart.
 */
export function requestCartSync(): void {
  bridge.syncRemote();
}
