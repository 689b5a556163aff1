import { durationChoices, type SelectableDetail } from './prod-selection';

export const NOT_SUBSCRIPTION_MESSAGE = '구독 상품이 아닙니다.';
/** The bottom bar's answer when the app reports that this product cannot be subscribed without another. */
export const PROD_ALONE_MESSAGE = '이 상품은 단독으로 구독할 수 없습니다.';

/** A product is subscribable when its subscription category gives it a fee for at least one duration. */
export function isSubscriptionProd(prod: SelectableDetail): boolean {
  return durationChoices(prod).length > 0;
}
