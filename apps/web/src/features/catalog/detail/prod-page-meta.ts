import type { ProdDetail } from '@shop/domain/api/catalog';
import { cardPrice } from '@shop/domain/pricing/card-price';
import { documentTitle, type PageMeta, SITE_NAME } from '../../../shared/seo/page-meta';
import { prodImages } from './detail-view';

/**
 * A product page: its name, and the price a card shows with its basis (월 17,900원~, 48개월 기준), so a
 * shared link never shows a price without the term it is for; a product with no fee shows none.
 */
export function prodPageMeta(prod: ProdDetail): PageMeta {
  const price = cardPrice({
    monthly: prod.cost_subsc,
    months: prod.cost_subsc_months,
    discounts: prod.discounts,
  });
  // The maker leads the name unless the product's title already starts with it (온음 TT-1).
  const maker = prod.corp_maker?.title;
  const name = maker && !prod.title.startsWith(maker) ? `${maker} ${prod.title}` : prod.title;
  const offer = price ? ` ${price.text} (${price.basis})` : '';
  const [first] = prodImages(prod);
  return {
    title: documentTitle(prod.title),
    description: `${name}${offer}, ${SITE_NAME}에서 월 구독으로 렌탈하세요.`,
    image: first?.url ?? null,
    type: 'product',
  };
}
