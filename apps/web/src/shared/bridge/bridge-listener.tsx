import { useEffect } from 'react';
import { notifySessionChanged, signOutLocally } from '../auth/auth-store';
import { requestCartSync } from '../cart/request-cart-sync';
import { bridgeActionOf, onBridgeMessage } from './native-bridge';

/** Does what the wrapper's messages ask (storefront-and-account.md section 7); mounted once in the layout. */
export function BridgeListener() {
  useEffect(
    () =>
      onBridgeMessage((message, own) => {
        const action = bridgeActionOf(message, own);
        if (action === 'syncCart') void requestCartSync();
        else if (action === 'readSession') notifySessionChanged();
        else if (action === 'signOut') signOutLocally();
      }),
    [],
  );
  return null;
}
