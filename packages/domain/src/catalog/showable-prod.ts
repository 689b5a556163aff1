import { STATE_PROVIDE } from '../codes/state-provide';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';

/**
 * What a product needs before staff make it visible (노출): the storefront lists it with a picture and a
 * price, so it must have a monthly fee in the subscription category the storefront prices it with and a
 * picture; and a single product on sale whose units are tracked must have a colour with units to rent.
 * A package rents its parts' units, and a discontinued product (단종) is shown but not rented.
 */
export type ShowableFacts = {
  type_conn: number;
  type_stock: number;
  state_provide: number;
  /** Durations priced in the product's default subscription category. */
  default_fees: number;
  /** The product's own pictures. */
  pictures: number;
  /** Its colours with at least one unit still in the rental stock (not retired). */
  colours_with_units: number;
};

export const SHOWABLE_MISSING = {
  fees: '쇼핑몰 기본 구독 유형의 월 렌탈료',
  pictures: '상품 사진',
  units: '재고가 있는 색상',
} as const;
export type ShowableMissing = keyof typeof SHOWABLE_MISSING;

/** What the product lacks to be shown, in the order the console's tabs ask for it; empty when it may be. */
export function showableMissing(facts: ShowableFacts): ShowableMissing[] {
  const tracksUnits =
    facts.type_conn === TYPE_CONN.OPTION &&
    facts.type_stock === TYPE_STOCK.STOCK &&
    facts.state_provide === STATE_PROVIDE.ENABLE;
  return [
    ...(facts.default_fees > 0 ? [] : (['fees'] as const)),
    ...(tracksUnits && facts.colours_with_units === 0 ? (['units'] as const) : []),
    ...(facts.pictures > 0 ? [] : (['pictures'] as const)),
  ];
}

/** The refusal naming what is missing, or null when the product may be shown. */
export function showableProblem(facts: ShowableFacts): string | null {
  const missing = showableMissing(facts);
  return missing.length === 0
    ? null
    : `노출하려면 먼저 넣어 주세요: ${missing.map((m) => SHOWABLE_MISSING[m]).join(', ')}.`;
}
