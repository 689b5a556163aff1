import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { morphPointsAt } from '../../db/morph-ref';
import { discounts } from '../../db/schema';

/** The products' enabled discounts whose period (open at either end) holds the database's now. */
export const runningProdDiscounts = (prodIds: number[] | SQLWrapper) =>
  and(
    morphPointsAt(discounts, 'discountable', MORPH_TYPE.PROD, prodIds),
    eq(discounts.state, STATE.ENABLE),
    sql`(${discounts.startAt} is null or ${discounts.startAt} <= now())`,
    sql`(${discounts.stopAt} is null or ${discounts.stopAt} > now())`,
  );
