import type { Att, ProdDetail } from '@shop/domain/api/catalog';
import { stateProvideLabel } from '@shop/domain/catalog/availability';
import {
  availableQty,
  colourOptions,
  detailHasStock,
  type ProdSelection,
} from '@shop/domain/catalog/prod-selection';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import type { RentalTakeCost } from '@shop/domain/pricing/rental-take-cost';
import { OUT_OF_STOCK_MESSAGE } from '@shop/domain/validation/quantity';
import { paths } from '../../../shared/config/paths';

export const SOLD_OUT_LABEL = '품절';
export const PACKAGE_CRUMB = '패키지';

/** The product's own pictures in their order. */
export function prodImages(prod: Pick<ProdDetail, 'atts'>): Att[] {
  return [...prod.atts].sort((a, b) => a.sort - b.sort);
}

/**
 * The gallery: the product's pictures, led by the chosen colour's own once the customer has picked a colour
 * other than the one the page opened with (the product's pictures show that one), so the walnut turntable
 * they picked is what they see.
 */
export function galleryImages(prod: ProdDetail, colourId: number | null, openedWith: number | null): Att[] {
  const own = prodImages(prod);
  if (colourId === null || colourId === openedWith) return own;
  const colour = colourOptions(prod).find((c) => c.id === colourId);
  return [...prodImages({ atts: colour?.atts ?? [] }), ...own];
}

export type Crumb = { label: string; to: string };

/** 전체 상품, then the category (or 패키지 for a package). */
export function breadcrumb(prod: Pick<ProdDetail, 'type_conn' | 'prod_cat_id' | 'prod_cat_title'>): Crumb[] {
  const crumbs: Crumb[] = [{ label: '전체 상품', to: paths.prodsLand }];
  if (prod.type_conn === TYPE_CONN.PACKAGE) crumbs.push({ label: PACKAGE_CRUMB, to: paths.prodsConn });
  else if (prod.prod_cat_id !== null && prod.prod_cat_title) {
    crumbs.push({ label: prod.prod_cat_title, to: paths.prodsByCat(prod.prod_cat_id) });
  }
  return crumbs;
}

/** The download centre opened on this product's manuals. */
export function manualsPath(prod: Pick<ProdDetail, 'id' | 'corp_maker_id' | 'prod_cat_id'>): string {
  const query = new URLSearchParams({
    corp_id: String(prod.corp_maker_id ?? ''),
    prod_cat_id: String(prod.prod_cat_id ?? ''),
    prod_id: String(prod.id),
  });
  return `${paths.docsProd}?${query}`;
}

export type CostView = {
  /** Monthly price before the discount, shown struck through when there is one. */
  listMonthly: number | null;
  monthly: number;
  months: number;
  total: number;
};

/** What the cost block shows for `qty` units: the monthly price after the discount and the whole term. */
export function costView(cost: RentalTakeCost, qty: number): CostView {
  const units = Math.max(1, Math.floor(qty));
  const discounted = (cost.discount?.val ?? 0) > 0;
  return {
    listMonthly: discounted ? cost.monthly * units : null,
    monthly: (cost.monthly - (cost.discount?.val ?? 0)) * units,
    months: cost.months,
    total: cost.total * units,
  };
}

/** The label where the quantity would be: 단종 (or another provide state), 품절, or the units left. */
export function availabilityLabel(prod: ProdDetail, selection: ProdSelection): string {
  const provide = stateProvideLabel(prod.state_provide);
  if (provide) return provide;
  const available = availableQty(prod, selection);
  if (!detailHasStock(prod) || available === 0) return SOLD_OUT_LABEL;
  return available === null ? '바로 구매 가능' : `재고 ${available}개`;
}

/** Why 장바구니 담기 cannot go ahead with this selection, or null. */
export function addToCartBlocker(prod: ProdDetail, selection: ProdSelection): string | null {
  const provide = stateProvideLabel(prod.state_provide);
  if (provide) return `${provide}된 상품입니다.`;
  if (prod.type_conn === TYPE_CONN.PACKAGE) {
    const parts = prod.prod_conns_pkg.map((part) => stateProvideLabel(part.state_provide)).find(Boolean);
    if (parts) return `${parts}된 구성품이 있습니다.`;
  }
  const available = availableQty(prod, selection);
  if (!detailHasStock(prod) || available === 0) return OUT_OF_STOCK_MESSAGE;
  return null;
}
