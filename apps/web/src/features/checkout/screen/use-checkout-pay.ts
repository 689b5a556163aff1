import { cartName } from '@shop/domain/cart/cart-name';
import { PAYMENT_COST_CHANGED_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cardKeys } from '../../../shared/api/get-usable-cards';
import { userKeys } from '../../../shared/api/get-user';
import { bridge } from '../../../shared/bridge/native-bridge';
import { parseStoredCart } from '../../../shared/cart/cart-count';
import { readCartRaw, writeCartItems } from '../../../shared/cart/cart-store';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { postPayment } from '../api/post-payment';
import { postPurOrders } from '../api/post-pur-orders';
import { postSubscs } from '../api/post-subscs';
import { CHECKOUT_LOCAL_IDS_KEY, type CheckoutItem, orderItemInput } from '../checkout-items';
import { checkoutPaths } from '../checkout-paths';
import { type CheckoutAttempt, newAttempt, runCheckout } from '../run-checkout';

const newKey = () => crypto.randomUUID();

export type PayOrder = { spotId: number; cardId: number; cost: number; docIds: number[] };

/**
 * 결제하기 once checked (`payingRef` refuses a second click at once): runs the checkout (orders, payment, rentals) with the same idempotency keys until it
 * ends, then, when paid, takes the items out of this browser's cart and opens the complete page.
 */
export function useCheckoutPay(items: readonly CheckoutItem[], onCostChanged: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const attempt = useRef<CheckoutAttempt | null>(null);

  const pay = async (order: PayOrder) => {
    payingRef.current = true;
    setPaying(true);
    try {
      attempt.current ??= newAttempt(newKey);
      const { attempt: next, outcome } = await runCheckout(
        attempt.current,
        {
          items: items.map(orderItemInput),
          spotId: order.spotId,
          cardId: order.cardId,
          cost: order.cost,
          title: cartName(items.map((item) => item.cartable?.title ?? '상품')),
          docIds: order.docIds,
        },
        { postPurOrders, postPayment, postSubscs },
        newKey,
      );
      attempt.current = next;
      if (outcome.kind === 'error') {
        void showAlert(outcome.message);
        if (outcome.message === PAYMENT_COST_CHANGED_MESSAGE) onCostChanged();
        return;
      }
      if (outcome.kind === 'declined') {
        navigate(checkoutPaths.fail(outcome.paymentId), { replace: true });
        return;
      }
      // Paid: the server already took the items out of its cart copy; this browser's copy follows.
      const ordered = new Set(items.map((item) => item.local_id));
      const kept = parseStoredCart(readCartRaw()).filter(
        (item) => !ordered.has((item as { local_id?: string }).local_id ?? ''),
      );
      writeCartItems(kept);
      bridge.cartDeleted([...ordered]);
      window.sessionStorage.removeItem(CHECKOUT_LOCAL_IDS_KEY);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      navigate(checkoutPaths.complete(outcome.paymentId), { replace: true });
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  return { paying, payingRef, pay };
}
