/**
 * Where a fresh login goes (section 4): the remembered target first, then /carts when a cart order was
 * waiting, then the quiz result that was just saved, else home.
 */
export function afterLoginDestination(input: {
  redirect: string | null;
  cartOrderPending: boolean;
  favSymbolId: number | null;
}): string {
  if (input.redirect) return input.redirect;
  if (input.cartOrderPending) return '/carts';
  if (input.favSymbolId !== null) return `/favSymbols/${input.favSymbolId}`;
  return '/';
}
