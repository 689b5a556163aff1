import type { AdminBannerList } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { recordAudit } from '../audit/audit';
import { bannerImages } from './banner-images';
import { listedProdsByList, replaceListedProds } from './known-prods';

/** A table of rows staff order by hand (the lists), or of their links to products in order. */
type OrderedTable = PgTable & { id: PgColumn; sort: PgColumn };

/** A kind of list the home screen shows with a banner: featured groups, quiz results. */
export type BannerListKind<Table extends OrderedTable, Links extends OrderedTable> = {
  /** The lists, in the order staff set. */
  table: Table;
  /** The morph type its banner pictures (`atts`) point at. */
  bannerType: number;
  /**
   * Its links: the column naming the list, the linked row's kind and id (a product's links are the ones this
   * list edits; entries of other kinds stay), and the link row of a list to a product.
   */
  links: {
    table: Links;
    list: PgColumn;
    linkedType: PgColumn;
    linked: PgColumn;
    toProd: (listId: number, prodId: number) => PgInsertValue<Links>;
  };
  notFoundMessage: string;
  /** Its audit rows: `<area>.update` and `<area>.prods`, and the target type. */
  audit: { area: string; targetType: string };
};

/** What the console shows of a list: its own fields (`view`), its banner picture and its products. */
type View = { id: number; prods: AdminBannerList['prods'] };

/**
 * What every kind of banner list does alike: every list in display order with its banner picture and its
 * products, one list (locked for the caller's transaction when it writes), a change of its own fields, and its
 * products replaced whole and in order; each write with its audit row in the same transaction.
 */
export function bannerListAdmin<Table extends OrderedTable, Links extends OrderedTable, V extends View>(
  kind: BannerListKind<Table, Links>,
  view: (row: Table['$inferSelect'], banner: Pick<AdminBannerList, 'image' | 'prods'>) => V,
) {
  const { links } = kind;
  const onProds = eq(links.linkedType, MORPH_TYPE.PROD);
  // Drizzle's builders do not follow a table given as a type parameter; the rows are the table's rows.
  const table = kind.table as OrderedTable;

  async function list(db: Db): Promise<V[]> {
    const [rows, prodsOf, images] = await Promise.all([
      rowsInDisplayOrder(db, kind.table),
      listedProdsByList(db, links.table, links.list, links.linked, onProds),
      bannerImages(db, kind.bannerType),
    ]);
    return rows.map((row) => {
      const { id } = row as { id: number };
      return view(row, { image: images.get(id) ?? null, prods: prodsOf.get(id) ?? [] });
    });
  }

  const one = async (db: Db, id: number): Promise<V> => (await list(db)).find((v) => v.id === id)!;

  /** The list as the console shows it, its row locked for the rest of the transaction; 404 when there is none. */
  async function locked(db: Db, id: number): Promise<V> {
    await foundRow(db.select().from(table).where(eq(table.id, id)), true, kind.notFoundMessage);
    return one(db, id);
  }

  /** The list's own fields (`set`); the audit row keeps them before and after, without the products. */
  async function update(db: Db, staffId: number, id: number, set: PgUpdateSetSource<Table>): Promise<V> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await tx
        .update(table)
        .set(set as PgUpdateSetSource<OrderedTable>)
        .where(eq(table.id, id));
      const after = await one(tx, id);
      const fields = ({ prods: _p, ...rest }: V) => rest;
      await recordAudit(tx, {
        staffId,
        action: `${kind.audit.area}.update`,
        targetType: kind.audit.targetType,
        targetId: id,
        before: fields(before),
        after: fields(after),
      });
      return after;
    });
  }

  /** The list's products, replaced whole and in this order; its entries of other kinds stay as they are. */
  async function setProds(db: Db, staffId: number, id: number, prodIds: number[]): Promise<V> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await replaceListedProds(
        tx,
        {
          table: links.table,
          owned: and(eq(links.list, id), onProds),
          link: (prodId) => links.toProd(id, prodId),
        },
        {
          staffId,
          action: `${kind.audit.area}.prods`,
          targetType: kind.audit.targetType,
          targetId: id,
          before: before.prods,
        },
        prodIds,
      );
      return one(tx, id);
    });
  }

  return { list, one, update, setProds };
}
