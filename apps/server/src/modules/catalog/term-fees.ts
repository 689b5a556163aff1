import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { prodSubscCatOpts, prods, subscCatOpts } from '../../db/schema';

/**
 * A query of products' fees per term (`from(prodSubscCatOpts).$dynamic()`) joined to the term option each
 * fee prices and to its product, for the caller to join further and filter.
 */
export function joinTermAndProd<Q extends PgSelect>(feesQuery: Q) {
  return feesQuery
    .innerJoin(subscCatOpts, eq(subscCatOpts.id, prodSubscCatOpts.subscCatOptId))
    .innerJoin(prods, eq(prods.id, prodSubscCatOpts.prodId));
}

/** A fee of a term in the product's own subscription category (one left from a former category is not offered). */
export const inOwnCategory = eq(subscCatOpts.subscCatId, prods.subscCatId);
