import type { ProdSummary } from '@shop/domain/api/catalog';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { cardPrice } from '@shop/domain/pricing/card-price';
import { firstAtt } from '../att-image/first-att';

/** What a product card shows, derived from a list item. */
export function prodCardView(prod: ProdSummary) {
  const image = firstAtt(prod.atts) ?? null;
  return {
    image,
    maker: prod.corp_maker?.title ?? '',
    /** 월 17,900원~ with 48개월 기준: the lowest price and the term it belongs to (null: no price shown). */
    price: cardPrice({ monthly: prod.cost_subsc, months: prod.cost_subsc_months, discounts: prod.discounts }),
    colours: prod.prod_opts.filter((opt) => opt.type === PROD_OPT_TYPE.COLOR),
    discounted: prod.discounts.length > 0,
  };
}
