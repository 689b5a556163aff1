/**
 * Cross-window messages of storefront-and-account.md section 7. Inside the native app wrapper they go to
 * `window.ReactNativeWebView.postMessage` (as JSON text); in a browser they go to `window.parent`
 * (which is the window itself when not framed, so the app can hear its own messages, e.g. the cart sync).
 */

export type CartSyncDirection = 'local' | 'remote';

/** Messages the web app posts about itself. */
export type AppMessage =
  | { type: 'cartCreated'; payload: { localIds: string[] } }
  | { type: 'cartDeleted'; payload: { localIds: string[] } }
  | { type: 'cartLimitReached'; payload: { limit: number } }
  | { type: 'sync'; payload: { direction: CartSyncDirection } }
  | { type: 'userAfterLogin'; payload: { id: string; name: string } }
  | { type: 'userAfterLogout'; payload: Record<string, never> }
  | { type: 'userCreated'; payload: { id: string } }
  | { type: 'userSetTerm'; payload: { userId: string } }
  | { type: 'spotUpdate'; payload: { spotId: string } }
  | { type: 'spotDelete'; payload: { spotId: string } };

/** Messages meant for the native wrapper. */
export type NativeMessage =
  | { type: 'scanIn'; payload: Record<string, never> }
  | { type: 'share'; payload: { title: string; url: string } }
  | { type: 'storeKitPay'; payload: { productId: string } }
  | { type: 'test'; payload: { text: string } };

export type BridgeMessage = AppMessage | NativeMessage;
export type BridgeMessageType = BridgeMessage['type'];
export type PayloadOf<T extends BridgeMessageType> = Extract<BridgeMessage, { type: T }>['payload'];

const TYPES: readonly BridgeMessageType[] = [
  'cartCreated',
  'cartDeleted',
  'cartLimitReached',
  'sync',
  'userAfterLogin',
  'userAfterLogout',
  'userCreated',
  'userSetTerm',
  'spotUpdate',
  'spotDelete',
  'scanIn',
  'share',
  'storeKitPay',
  'test',
];

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** Reads a message event's data (object or JSON text); anything not ours is null. */
export function parseBridgeMessage(data: unknown): BridgeMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, payload } = value as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) return null;
  return { type, payload: typeof payload === 'object' && payload !== null ? payload : {} } as BridgeMessage;
}

export function postBridgeMessage<T extends BridgeMessageType>(type: T, payload: PayloadOf<T>): void {
  if (typeof window === 'undefined') return;
  const message = { type, payload };
  if (window.ReactNativeWebView) {
    window.ReactNativeWebView.postMessage(JSON.stringify(message));
    return;
  }
  window.parent.postMessage(message, window.location.origin);
}

/**
 * Listens for bridge messages (from this window, its parent or the native wrapper); returns the remover.
 * `own` is true for a message this window posted itself (a browser outside the wrapper hears its own).
 */
export function onBridgeMessage(handler: (message: BridgeMessage, own: boolean) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin && event.origin !== window.location.origin && event.origin !== 'null') return;
    const message = parseBridgeMessage(event.data);
    if (message) handler(message, event.source === window);
  };
  window.addEventListener('message', listener);
  // react-native-webview delivers injected messages on document on Android.
  document.addEventListener('message', listener as EventListener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener as EventListener);
  };
}

export const bridge = {
  cartCreated: (localIds: string[]) => postBridgeMessage('cartCreated', { localIds }),
  cartDeleted: (localIds: string[]) => postBridgeMessage('cartDeleted', { localIds }),
  cartLimitReached: (limit: number) => postBridgeMessage('cartLimitReached', { limit }),
  syncLocal: () => postBridgeMessage('sync', { direction: 'local' }),
  syncRemote: () => postBridgeMessage('sync', { direction: 'remote' }),
  userAfterLogin: (id: string, name: string) => postBridgeMessage('userAfterLogin', { id, name }),
  userAfterLogout: () => postBridgeMessage('userAfterLogout', {}),
  userCreated: (id: string) => postBridgeMessage('userCreated', { id }),
  userSetTerm: (userId: string) => postBridgeMessage('userSetTerm', { userId }),
  spotUpdate: (spotId: string) => postBridgeMessage('spotUpdate', { spotId }),
  spotDelete: (spotId: string) => postBridgeMessage('spotDelete', { spotId }),
  scanIn: () => postBridgeMessage('scanIn', {}),
  share: (title: string, url: string) => postBridgeMessage('share', { title, url }),
  storeKitPay: (productId: string) => postBridgeMessage('storeKitPay', { productId }),
  test: (text: string) => postBridgeMessage('test', { text }),
};

export type BridgeAction = 'syncCart' | 'readSession' | 'signOut';

/**
 * What a message from the wrapper (or a parent window) asks of the app: a sync runs the cart sync, a login
 * elsewhere re-reads the shared session, a logout elsewhere signs out here. The app's own posts (it tells
 * the wrapper of each sync, login and logout) ask for nothing, or a sync would start the next one.
 */
export function bridgeActionOf(message: BridgeMessage, own: boolean): BridgeAction | null {
  if (own) return null;
  if (message.type === 'sync') return 'syncCart';
  if (message.type === 'userAfterLogin') return 'readSession';
  if (message.type === 'userAfterLogout') return 'signOut';
  return null;
}
