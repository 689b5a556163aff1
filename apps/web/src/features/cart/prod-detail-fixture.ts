import type { ProdDetail } from '@shop/domain/api/catalog';

/** A product detail for the cart tests: three colours (one sold out), a grade option, an add-on, 12/24 months. */
const opt = (id: number, type: number, cost = 0, selected = false) => ({
  id,
  type,
  title: `옵션${id}`,
  val: null,
  cost,
  selected,
  atts: [],
});

const base = {
  type_conn: 200,
  type_stock: 100,
  state: 100,
  state_provide: 100,
  prod_cat_id: 1,
  prod_cat_title: '턴테이블',
  corp_maker_id: 1,
  corp_maker: { id: 1, title: '온음' },
  cost: 790000,
  cost_subsc: 900,
  cost_subsc_months: 48,
  subsc_cat_id: 1,
  atts: [],
  discounts: [],
  discount_ctr: 0,
};

const addOn = {
  ...base,
  id: 33,
  title: '케이블',
  prod_opts: [opt(77, 100)],
  conn_type: 200,
  prod_stocks_qty_color: [],
};

export const prod: ProdDetail = {
  ...base,
  id: 2,
  title: '온음 TT-3',
  // The server's flag is on the second colour: the cart's default is still the first of each type.
  prod_opts: [opt(4, 100, 0, false), opt(5, 100, 0, true), opt(6, 100, 2000), opt(8, 300), opt(9, 300)],
  prod_opts_with_att: [],
  prod_stocks_qty_color: [
    { prod_id: 2, prod_opt_type_color_id: 4, count: 6, countAvail: 6 },
    { prod_id: 2, prod_opt_type_color_id: 6, count: 3, countAvail: 3 },
  ],
  prod_conns_pkg: [],
  prod_conns_conns: [addOn],
  discounts: [{ id: 1, title: '할인', type_val: 'COST', val: 3000 }],
  content: { detail: '<p>긴 본문</p>' },
  docs: [],
  tag_taggables_with_tag: [],
  subsc_cat: {
    id: 1,
    state: 100,
    type: 400,
    title: '렌탈',
    content: '',
    cost: 0,
    atts: [],
    options: {},
    subsc_cat_opts: [12, 24].map((val, i) => ({
      id: i + 1,
      type: 200,
      selected: i === 0,
      val,
      cost: 0,
      title: `${val}개월`,
      options: {},
      prod_subsc_cat_opts: [
        { prod_id: 2, cost: 790000, cost_subsc: 73900 / (i + 1), cost_subsc_duration: 0, title: '', val },
      ],
    })),
  },
};

/** A picture of a product or a colour, as the API answers it (`Att`), for the tests that choose pictures. */
export const pictureAtt = (id: number, sort: number) => ({
  id,
  type: 100,
  role: 'prodOpt',
  url: `/files/${id}.webp`,
  sort,
  width: 600,
  height: 600,
});
