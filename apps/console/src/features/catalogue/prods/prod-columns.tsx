import type { AdminProdRow } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { Link } from 'react-router';
import type { Column } from '../../../shared/ui/data-table';
import { dateColumn, wonColumn } from '../../../shared/ui/format-columns';
import { provideLabel, typeConnLabel, visibilityLabel } from '../labels';

/** The product list's columns; `value` is also what the CSV file holds. */
export const prodColumns: Column<AdminProdRow>[] = [
  {
    key: 'image',
    header: '이미지',
    value: (r) => r.image_url,
    render: (r) =>
      r.image_url ? <img className="catalogue-thumb" src={r.image_url} alt="" width={40} height={40} /> : '-',
  },
  { key: 'id', header: '번호', value: (r) => r.id, align: 'end' },
  {
    key: 'title',
    header: '상품명',
    value: (r) => r.title,
    render: (r) => (
      <span className="catalogue-wrap">
        <Link to={`/catalogue/prods/${r.id}`}>{r.title}</Link>
        {r.type_conn === TYPE_CONN.PACKAGE && <span className="badge">{typeConnLabel(r.type_conn)}</span>}
      </span>
    ),
  },
  { key: 'code', header: '모델', value: (r) => r.code },
  { key: 'cat', header: '분류', value: (r) => r.prod_cat_title },
  { key: 'maker', header: '제조사', value: (r) => r.corp_maker_title },
  wonColumn('fee', '최저 월 렌탈료', (r) => r.cost_subsc),
  {
    key: 'discount',
    header: '할인',
    value: (r) => r.discount_title,
    render: (r) => <span className="catalogue-wrap">{r.discount_title ?? '-'}</span>,
  },
  {
    key: 'stock',
    header: '재고',
    value: (r) => r.units_avail,
    render: (r) => `${r.units_avail} / ${r.units_total}`,
    align: 'end',
  },
  {
    key: 'state',
    header: '상태',
    value: (r) => `${visibilityLabel(r.state)} · ${provideLabel(r.state_provide)}`,
    render: (r) => (
      <span className="catalogue-wrap">
        <span className={r.state === STATE.ENABLE ? 'badge' : 'badge catalogue-badge--off'}>
          {visibilityLabel(r.state)}
        </span>
        {r.state_provide === STATE_PROVIDE.DISCONTINUED && (
          <span className="badge catalogue-badge--off">단종</span>
        )}
      </span>
    ),
  },
  dateColumn('updated', '수정일', (r) => r.updated_at),
];
