import type { ProdSummary } from '@shop/domain/api/catalog';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { formatWon } from '@shop/domain/format/money';

/** What a product card shows, derived from a list item. */
export function prodCardView(prod: ProdSummary) {
  const image = [...prod.atts].sort((a, b) => a.sort - b.sort)[0] ?? null;
  return {
    image,
    maker: prod.corp_maker?.title ?? '',
    monthly: prod.cost_subsc === null ? null : `월 ${formatWon(prod.cost_subsc)}`,
    colours: prod.prod_opts.filter((opt) => opt.type === PROD_OPT_TYPE.COLOR),
    discounted: prod.discounts.length > 0,
  };
}
