import type { ProdOptType } from '@shop/domain/codes/prod-opt-type';
import type { TypeConn } from '@shop/domain/codes/type-conn';

export type Att = {
  id: number;
  type: number;
  url: string;
  width: number | null;
  height: number | null;
  sort: number;
};
export type ProdOpt = {
  id: number;
  type: ProdOptType;
  title: string;
  cost: number;
  selected: boolean;
  val: string;
};
export type Discount = { id: number; type_val: 'COST' | 'RATE'; val: number };

/** A product as `GET prods` lists it. */
export type ProdListItem = {
  id: number;
  title: string;
  type_conn: TypeConn;
  state_provide: number;
  prod_cat_id: number | null;
  prod_cat_title: string | null;
  corp_maker_id: number | null;
  corp_maker: { id: number; title: string } | null;
  cost: number;
  cost_subsc: number | null;
  subsc_cat_id: number | null;
  atts: Att[];
  prod_opts: ProdOpt[];
  discounts: Discount[];
};
