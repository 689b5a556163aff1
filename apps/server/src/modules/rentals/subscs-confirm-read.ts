import type { ProdOrderer, Subsc } from '@shop/domain/api/subscs-read';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountInUse, refuseUnlessInUse } from '../../security/deferred-account-check';
import { PICKUP_SHIP_TYPES } from './ship-types';

/** One rental of a paid checkout as `POST subscs` answers it, before its product tree is put together. */
export type ConfirmedRentalRow = {
  pur_order_id: number;
  title: string;
  id: number;
  cost: number;
  cost_duration: number;
  duration: number;
  state: number;
  state_req: number;
  subsc_cat_id: number | null;
  user_id: number;
  created_at: string;
  options: Record<string, unknown>;
  ship: NonNullable<Subsc['ships_last']> | null;
  prod_orderers: Omit<ProdOrderer, 'children'>[];
};

/** The payment's state and its paid rentals in the order of their orders. */
export type ConfirmedCheckout = { state: number; rentals: ConfirmedRentalRow[] };

const SUBSC = sql.raw(String(MORPH_TYPE.SUBSC));
const PROD = sql.raw(String(MORPH_TYPE.PROD));
const BILL = sql.raw(String(PAYMENT_TYPE.BILL));
const PICKUPS = sql.raw(PICKUP_SHIP_TYPES.join(', '));

/**
 * Everything `POST subscs` answers, in one statement: the payment (whose owner check decides), its orders
 * that became rentals, each rental's delivery (its newest ship that is not a pickup) and its products as the
 * rental view shows them (`loadProdOrderers`: the product with its pictures in display order, the options
 * in the order the holder lists them, the unit's serial number), built as JSON by the database; null when the
 * payment is not this customer's checkout payment. It replaces fifteen reads in three rounds; the answer is
 * the one the rental view gives (order-complete.test.ts).
 */
export async function readConfirmedCheckout(
  db: Db,
  userId: number,
  paymentId: number,
  /** The account's check a guard left to this statement (`takeAccountCheck`): 401 when it fails. */
  account?: { userId: number; tokenVersion: number },
): Promise<ConfirmedCheckout | null> {
  const result = await db.execute(sql`
    select ${account ? accountInUse(account) : sql`true`} as account, (select json_build_object(
      'state', p.state,
      'rentals', coalesce((
        select json_agg(json_build_object(
          'pur_order_id', o.id, 'title', o.title,
          'id', s.id, 'cost', s.cost, 'cost_duration', s.cost_duration, 'duration', s.duration,
          'state', s.state, 'state_req', s.state_req, 'subsc_cat_id', s.subsc_cat_id, 'user_id', s.user_id,
          'created_at', s.created_at, 'options', s.options,
          'ship', (
            select json_build_object(
              'id', sh.id, 'type', sh.type, 'state', sh.state,
              'spot_set_user_name', sh.spot_set_user_name, 'spot_set_tel', sh.spot_set_tel,
              'spot_set', sh.spot_set, 'spot_set_desc', sh.spot_set_desc, 'spot_set_code', sh.spot_set_code,
              'spot_set_at', sh.spot_set_at)
            from ships sh
            where sh.shippable_type = ${SUBSC} and sh.shippable_id = s.id and sh.type not in (${PICKUPS})
            order by sh.id desc limit 1),
          'prod_orderers', coalesce((
            select json_agg(json_build_object(
              'id', po.id, 'orderer_id', po.orderer_id, 'orderer_type', po.orderer_type,
              'parent_id', po.parent_id, 'options', po.options, 'ctr', po.ctr,
              'prod', json_build_object(
                'id', po.prod_id, 'title', coalesce(pr.title, ''),
                'type_conn', coalesce(pr.type_conn, 0), 'type', coalesce(pr.type_stock, 0),
                'atts', coalesce((
                  select json_agg(json_build_object(
                    'id', a.id, 'url', a.path, 'role', a.role, 'urls', json_build_object('prodConn', a.path))
                    order by a.sort, a.id)
                  from atts a where a.attachable_type = ${PROD} and a.attachable_id = po.prod_id), '[]'::json)),
              'prod_orderer_prod_opts', coalesce((
                select json_agg(json_build_object(
                  'id', op.id, 'prod_opt', json_build_object('id', op.id, 'type', op.type, 'title', op.title, 'val', op.val))
                  order by u.n)
                from jsonb_array_elements_text(po.prod_opt_ids) with ordinality u(v, n)
                join prod_opts op on op.id = u.v::int), '[]'::json),
              'prodStock', (select json_build_object('id', st.id, 'sn', st.sn) from prod_stocks st where st.id = po.prod_stock_id),
              'duration', po.duration, 'costDuration', po.cost_duration)
              order by po.id)
            from prod_orderers po left join prods pr on pr.id = po.prod_id
            where po.orderer_type = ${SUBSC} and po.orderer_id = s.id), '[]'::json))
          order by o.id)
        from pur_orders o join subscs s on s.id = o.orderer_id
        where o.payment_id = p.id and o.orderer_type = ${SUBSC}), '[]'::json))
    from payments p
    where p.id = ${paymentId}::int and p.user_id = ${userId}::int and p.type = ${BILL}) as answer`);
  const [row] = (result as unknown as { rows: { account: boolean; answer: unknown }[] }).rows;
  refuseUnlessInUse(row?.account);
  const answer = row?.answer;
  if (answer === undefined || answer === null) return null;
  return (typeof answer === 'string' ? JSON.parse(answer) : answer) as ConfirmedCheckout;
}

/** A rental's products as trees (package → parts), as `loadProdOrderers` builds them. */
export function prodOrdererTrees(nodes: Omit<ProdOrderer, 'children'>[]): ProdOrderer[] {
  const tree = (node: Omit<ProdOrderer, 'children'>): ProdOrderer => ({
    ...node,
    children: nodes.filter((c) => c.parent_id === node.id).map(tree),
  });
  return nodes.filter((n) => n.parent_id === null).map(tree);
}
