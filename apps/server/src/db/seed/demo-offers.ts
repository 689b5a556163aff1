import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { RentalChoice } from '../../simulation/actors';
import type { Db } from '../client';
import { prodOpts, prodStocks, prodSubscCatOpts, subscCatOpts } from '../schema';
import { PACKAGES } from './data/packages';
import { PRODUCTS } from './data/products';

/** The seed's explicit product ids: products in order from 1, then packages. */
function prodIdOf(slug: string): number {
  const single = PRODUCTS.findIndex((p) => p.slug === slug);
  if (single >= 0) return single + 1;
  const pkg = PACKAGES.findIndex((p) => p.slug === slug);
  if (pkg >= 0) return PRODUCTS.length + pkg + 1;
  throw new Error(`seed data: unknown product ${slug}`);
}

/**
 * What the demo orders: a product (or package) in a colour that still has a free unit, for `months` of
 * a subscription category (1 rental, 2 exchange), as the cart would send it.
 */
export async function demoOffer(
  db: Db,
  slug: string,
  months: number,
  input: { subscCatId?: number; colour?: string } = {},
): Promise<RentalChoice> {
  const prodId = prodIdOf(slug);
  const subscCatId = input.subscCatId ?? 1;
  const [opt] = await db
    .select({ id: subscCatOpts.id })
    .from(prodSubscCatOpts)
    .innerJoin(subscCatOpts, eq(subscCatOpts.id, prodSubscCatOpts.subscCatOptId))
    .where(
      and(
        eq(prodSubscCatOpts.prodId, prodId),
        eq(subscCatOpts.subscCatId, subscCatId),
        eq(subscCatOpts.val, months),
      ),
    );
  if (!opt) throw new Error(`seed data: ${slug} has no ${months}-month option in category ${subscCatId}`);
  const colours = await db
    .select({ id: prodOpts.id, title: prodOpts.title, free: count(prodStocks.id) })
    .from(prodOpts)
    .leftJoin(
      prodStocks,
      and(
        eq(prodStocks.prodOptId, prodOpts.id),
        eq(prodStocks.state, STOCK_STATE.ENABLE),
        isNull(prodStocks.prodOrdererId),
      ),
    )
    .where(and(eq(prodOpts.prodId, prodId), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)))
    .groupBy(prodOpts.id, prodOpts.title)
    .orderBy(prodOpts.id);
  const colour = colours.find((c) => c.free > 0 && (!input.colour || c.title === input.colour));
  if (colours.length > 0 && !colour)
    throw new Error(`seed data: ${slug} ${input.colour ?? ''} is out of stock`);
  return { prodId, colourIds: colour ? [colour.id] : [], subscCatId, subscCatOptId: opt.id, months };
}
