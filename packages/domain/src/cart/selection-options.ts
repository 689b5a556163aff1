import type { CartItemView } from '../api/carts';
import type { ProdDetail, ProdOpt } from '../api/catalog';
import type { ProdSelection } from '../catalog/prod-selection';
import { selectFirstOfEachType, selectOption } from './first-of-each-type';

export type CartItemOptions = CartItemView['options'];

/** First option of each type selected, then the customer's colour, if they picked one. */
const chosenOpts = (opts: readonly ProdOpt[], colourId: number | null | undefined): ProdOpt[] =>
  selectOption(selectFirstOfEachType(opts), colourId);

/**
 * A cart item's options in the documents' form, from what the customer picked: every package part with its
 * colour, the chosen add-ons, the product's own options with its colour, and the durations with the chosen
 * one `selected`. The app builds it when adding to the cart and the server when answering the cart.
 */
export function selectionOptions(
  prod: Pick<ProdDetail, 'prod_conns_pkg' | 'prod_conns_conns' | 'prod_opts' | 'subsc_cat'>,
  selection: Pick<ProdSelection, 'colourId' | 'durationId' | 'partColourIds' | 'addOnIds'>,
): CartItemOptions {
  return {
    prod_conns_select: [
      ...prod.prod_conns_pkg.map((part) => ({
        ...part,
        prod_opts: chosenOpts(part.prod_opts, selection.partColourIds[part.id]),
      })),
      ...prod.prod_conns_conns
        .filter((part) => selection.addOnIds.includes(part.id))
        .map((part) => ({ ...part, prod_opts: chosenOpts(part.prod_opts, null) })),
    ],
    prod_opts_select: chosenOpts(prod.prod_opts, selection.colourId),
    subsc_cat: prod.subsc_cat && {
      ...prod.subsc_cat,
      subsc_cat_opts: prod.subsc_cat.subsc_cat_opts.map((opt) => ({
        ...opt,
        selected: opt.id === selection.durationId,
      })),
    },
  };
}
