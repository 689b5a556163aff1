import { FAV_PENDING_KEY, parseFavPending } from '@shop/domain/quiz/fav-pending';
import { bridge } from '../bridge/native-bridge';
import { requestCartSync } from '../cart/request-cart-sync';
import { http } from '../http/http';
import { afterLoginDestination } from './after-login-destination';
import { takeCartOrderPending } from './cart-order-pending';
import { detectDeviceType } from './device-type';
import { takeLoginRedirect } from './login-redirect';

/** Saves a visitor's pending quiz result on the new account; the symbol id to show, or null. */
async function savePendingQuiz(): Promise<number | null> {
  const pending = parseFavPending(window.localStorage.getItem(FAV_PENDING_KEY));
  if (!pending) return null;
  try {
    const symbol = await http.post<{ id: number }>('favUsers/items', { items: pending.items });
    window.localStorage.removeItem(FAV_PENDING_KEY);
    return symbol?.id ?? pending.fav_symbol_id;
  } catch {
    // Kept for the next login; the customer still sees the result they had.
    return pending.fav_symbol_id;
  }
}

/** POST userTerms: records this device on the user, then tells the wrapper. */
async function setTerm(userId: string): Promise<void> {
  try {
    await http.post('userTerms', { user: Number(userId), term: { type: detectDeviceType() } });
    bridge.userSetTerm(userId);
  } catch {
    // Not needed to use the shop.
  }
}

/**
 * The steps after every login and sign-up (section 4): pending quiz result saved, cart synced, term set;
 * answers where to go next.
 */
export async function runAfterLogin(userId: string): Promise<string> {
  const favSymbolId = await savePendingQuiz();
  requestCartSync();
  await setTerm(userId);
  return afterLoginDestination({
    redirect: takeLoginRedirect(),
    cartOrderPending: takeCartOrderPending(),
    favSymbolId,
  });
}
