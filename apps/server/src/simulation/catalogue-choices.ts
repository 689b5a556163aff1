import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prodCats, prodOpts, prodStocks, prodSubscCatOpts, prods, subscCatOpts } from '../db/schema';
import { joinTermAndProd } from '../modules/catalog/term-fees';
import type { RentalChoice } from './actors';

/**
 * What a simulated customer can rent: every single product on offer (accessories are add-ons, never
 * rented alone) with a colour, in each term its category offers. Units are added so stock never runs out:
 * the simulation measures the money, not the warehouse.
 */
export async function catalogueChoices(db: Db, unitsPerColour: number): Promise<RentalChoice[]> {
  const offers = await joinTermAndProd(
    db
      .select({
        prodId: prods.id,
        subscCatId: subscCatOpts.subscCatId,
        subscCatOptId: prodSubscCatOpts.subscCatOptId,
        months: prodSubscCatOpts.val,
      })
      .from(prodSubscCatOpts)
      .$dynamic(),
  )
    .innerJoin(prodCats, eq(prodCats.id, prods.prodCatId))
    .where(
      and(
        eq(prods.typeConn, TYPE_CONN.OPTION),
        eq(prods.typeStock, TYPE_STOCK.STOCK),
        eq(prods.stateProvide, STATE_PROVIDE.ENABLE),
        ne(prodCats.title, '액세서리'),
      ),
    );
  const ids = [...new Set(offers.map((o) => o.prodId))];
  if (ids.length === 0) return [];
  const colours = await db
    .select({ id: prodOpts.id, prodId: prodOpts.prodId })
    .from(prodOpts)
    .where(and(inArray(prodOpts.prodId, ids), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)));
  await db.insert(prodStocks).values(
    colours.flatMap((c) =>
      Array.from({ length: unitsPerColour }, (_, n) => ({
        prodId: c.prodId,
        prodOptId: c.id,
        sn: `SIM-${c.prodId}-${c.id}-${n}`,
        state: STOCK_STATE.ENABLE,
        tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
      })),
    ),
  );
  return offers.flatMap((o) =>
    colours.filter((c) => c.prodId === o.prodId).map((c) => ({ ...o, colourIds: [c.id] })),
  );
}
