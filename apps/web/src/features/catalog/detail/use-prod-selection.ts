import type { ProdDetail } from '@shop/domain/api/catalog';
import { quantityBounds } from '@shop/domain/catalog/availability';
import {
  availableQty,
  colourOptions,
  defaultSelection,
  type ProdSelection,
  selectionCost,
} from '@shop/domain/catalog/prod-selection';
import { clampQuantity } from '@shop/domain/validation/quantity';
import { useState } from 'react';
import type { AddedSummary } from './cart-added-sheet';
import { addToCartBlocker, costView, galleryImages, prodImages } from './detail-view';

/** The cart feature's add, handed in by the route: the screens do not import the cart. */
export type AddToCart = (request: {
  prod: ProdDetail;
  selection: ProdSelection;
}) => { ok: true } | { ok: false; message: string };

/**
 * The customer's choice on a product page (colour or the parts' colours, term, quantity kept within the
 * stock, add-ons), its price, and 장바구니 담기: refused with a message, or what was added for the sheet.
 */
export function useProdSelection(prod: ProdDetail, addToCart: AddToCart, refuse: (message: string) => void) {
  const [selection, setSelection] = useState<ProdSelection>(() => defaultSelection(prod));
  const [openedWith] = useState(() => selection.colourId);
  const [added, setAdded] = useState<AddedSummary | null>(null);
  const bounds = quantityBounds(availableQty(prod, selection));
  const update = (next: Partial<ProdSelection>) =>
    setSelection((current) => {
      const merged = { ...current, ...next };
      const max = quantityBounds(availableQty(prod, merged)).max;
      return { ...merged, qty: max > 0 ? clampQuantity(merged.qty, max) : 1 };
    });
  const cost = selectionCost(prod, selection);
  const view = cost ? costView(cost, selection.qty) : null;

  const add = () => {
    const blocker = addToCartBlocker(prod, selection);
    if (blocker) return refuse(blocker);
    const result = addToCart({ prod, selection });
    if (!result.ok) return refuse(result.message);
    const colour = colourOptions(prod).find((c) => c.id === selection.colourId);
    setAdded({
      title: prod.title,
      colour: colour?.title ?? null,
      image: colour?.atts[0] ?? prodImages(prod)[0] ?? null,
      qty: selection.qty,
      monthly: cost ? cost.monthly - (cost.discount?.val ?? 0) : 0,
      months: view?.months ?? 0,
    });
  };

  return {
    selection,
    update,
    maxQty: bounds.max,
    view,
    images: galleryImages(prod, selection.colourId, openedWith),
    add,
    added,
    closeAdded: () => setAdded(null),
  };
}
