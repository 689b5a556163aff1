import { matchPath } from 'react-router';
import { DEVICE_TYPE, type DeviceType } from '../../shared/auth/device-type';

/**
 * The navigation guards of section 6. The documents give the messages and the behaviour but not the route
 * lists; the lists below are ours, each with its reason.
 */

export const FORWARD_DENY_MESSAGE = '이 화면을 사용할 수 없습니다.';
export const BACK_DENY_MESSAGE = '이전 화면으로 이동할 수 없습니다.';

/** Where the device guard sends a desktop browser on live: the company's landing site (not this app). */
export const DESKTOP_LANDING_URL = 'https://www.soridam.kr/';

const matches = (patterns: readonly string[], path: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);

/**
 * Forward-deny: these screens only make sense right after the step before them. `null` stands for "opened
 * directly" (a fresh load), which is how the payment provider and the mail link arrive.
 */
export const FORWARD_ONLY_FROM: Record<string, readonly (string | null)[]> = {
  // The payment outcome pages: reached from the checkout, or on return from the payment provider.
  '/purOrders/createProdComplete/:paymentId': [null, '/purOrders/createProd', '/carts', '/carts/:paymentId'],
  '/purOrders/createProdFail/:paymentId': [null, '/purOrders/createProd', '/carts', '/carts/:paymentId'],
  // The delivery-date result follows the date picked on the complete page.
  '/purOrders/createProdResult/:paymentId': [null, '/purOrders/createProdComplete/:paymentId'],
  // The reset page is opened from the mailed link (a fresh load), never from inside the app.
  '/users/auth/passwordReset': [null],
};

/** Where each social provider sends the customer back, with its one-time code. */
const SOCIAL_RETURNS = [
  '/socialUserKakao',
  '/socialUserNaver',
  '/socialUserGoogle',
  '/socialUserApple',
  '/socialUserFacebook',
] as const;

/**
 * Back-deny: going back onto these would replay a step that is spent — a paid checkout, a payment
 * outcome, a used reset link, a social return whose one-time code was already exchanged.
 */
export const BACK_DENIED = [
  '/purOrders/createProd',
  '/purOrders/createProdComplete/:paymentId',
  '/purOrders/createProdFail/:paymentId',
  '/users/auth/passwordReset',
  ...SOCIAL_RETURNS,
] as const;

/**
 * The device guard's public allow list: what a desktop browser may still open on live — the pages people
 * reach from outside (shared product links, documents, notices, company pages, the mailed reset link and
 * the social providers' returns).
 */
export const DESKTOP_ALLOWED = [
  '/',
  '/prods',
  '/prods/land',
  '/prods/:prodId',
  '/docs/pub/:docSlug',
  '/docs/user/help/:docType',
  '/forums/:forumType',
  '/forums/:forumType/:forumId',
  '/pages/aboutus',
  '/pages/aboutus/:section',
  '/users/auth/passwordReset',
  ...SOCIAL_RETURNS,
  '/errors/404',
  '/errors/500',
] as const;

function patternOf(path: string, patterns: readonly string[]): string | null {
  return patterns.find((pattern) => matchPath({ path: pattern, end: true }, path) !== null) ?? null;
}

/** A forward (push or replace) move from `from` (null on a fresh load) to `to`: may it stay? */
export function forwardAllowed(from: string | null, to: string): boolean {
  const rule = patternOf(to, Object.keys(FORWARD_ONLY_FROM));
  if (!rule) return true;
  const allowed = FORWARD_ONLY_FROM[rule]!;
  if (from === null) return allowed.includes(null);
  if (from === to) return true;
  return matches(
    allowed.filter((p): p is string => p !== null),
    from,
  );
}

/** A back (pop) move that lands on `to` after `from`: may it stay? A fresh load is no back move. */
export function backAllowed(from: string | null, to: string): boolean {
  if (from === null) return true;
  return !matches(BACK_DENIED, to);
}

/** The device guard: a desktop browser on live leaves for the landing site unless the route is public. */
export function desktopMustLeave(
  deviceType: DeviceType,
  live: boolean,
  from: string | null,
  to: string,
): boolean {
  if (!live || deviceType !== DEVICE_TYPE.DESKTOP) return false;
  if (matches(DESKTOP_ALLOWED, to)) return false;
  // Coming from an allowed route (e.g. a shared product link, then its category) may go on.
  return !(from !== null && matches(DESKTOP_ALLOWED, from));
}
