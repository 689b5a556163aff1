import type { AdminConn, AdminConns, AdminConnsBody } from '@shop/domain/api/admin/catalogue';
import { connsProblem } from '@shop/domain/catalog/conns-admin';
import { PROD_CONN_TYPE } from '@shop/domain/codes/prod-conn-type';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodConns, prods } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { lowestFees } from './lowest-fees';
import { recordProdChange } from './prod-change';
import { findProd } from './prod-read';

const TYPE_OF = { parts: PROD_CONN_TYPE.DEFAULT, addons: PROD_CONN_TYPE.OPTION } as const;

/** The product's parts and add-ons in the storefront's order, each with its lowest monthly fee. */
export async function listConns(db: Db, prodId: number): Promise<AdminConns> {
  await findProd(db, prodId);
  const rows = await db
    .select({
      type: prodConns.type,
      prod: { id: prods.id, title: prods.title, code: prods.code, state: prods.state },
    })
    .from(prodConns)
    .innerJoin(prods, eq(prods.id, prodConns.prodConnId))
    .where(eq(prodConns.prodId, prodId))
    .orderBy(asc(prodConns.type), asc(prodConns.sort), asc(prodConns.id));
  const ids = rows.map((r) => r.prod.id);
  const feeOf = await lowestFees(db, ids);
  const of = (type: number): AdminConn[] =>
    rows
      .filter((r) => r.type === type)
      .map(({ prod }) => ({
        prod_id: prod.id,
        title: prod.title,
        code: prod.code,
        state: prod.state,
        cost_subsc: feeOf.get(prod.id) ?? null,
      }));
  return { parts: of(PROD_CONN_TYPE.DEFAULT), addons: of(PROD_CONN_TYPE.OPTION) };
}

/** Replaces the product's parts (a package) or add-ons with these products, in this order. */
export async function setConns(db: Db, staffId: number, prodId: number, body: AdminConnsBody, now: Date) {
  return db.transaction(async (tx) => {
    const prod = await findProd(tx, prodId, true);
    const found = body.prod_ids.length
      ? await tx
          .select({ id: prods.id, type_conn: prods.typeConn })
          .from(prods)
          .where(inArray(prods.id, body.prod_ids))
      : [];
    const problem = connsProblem(body.kind, { id: prod.id, type_conn: prod.typeConn }, body.prod_ids, found);
    if (problem) throw badRequest(problem, { prod_ids: [problem] });
    const type = TYPE_OF[body.kind];
    const ofKind = and(eq(prodConns.prodId, prodId), eq(prodConns.type, type));
    const before = await tx
      .select({ id: prodConns.prodConnId })
      .from(prodConns)
      .where(ofKind)
      .orderBy(asc(prodConns.sort));
    await tx.delete(prodConns).where(ofKind);
    if (body.prod_ids.length) {
      await tx
        .insert(prodConns)
        .values(body.prod_ids.map((prodConnId, i) => ({ prodId, prodConnId, type, sort: i + 1 })));
    }
    await recordProdChange(tx, now, {
      staffId,
      action: 'prod.conns',
      prodId,
      before: { kind: body.kind, prod_ids: before.map((b) => b.id) },
      after: { kind: body.kind, prod_ids: body.prod_ids },
    });
  });
}
