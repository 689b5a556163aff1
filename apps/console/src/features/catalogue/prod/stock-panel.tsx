import { type AdminColour, type AdminUnit, UNIT_FILTERS } from '@shop/domain/api/admin/catalogue';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { editColumn } from '../../../shared/ui/edit-column';
import { dateTimeColumn, wonColumn } from '../../../shared/ui/format-columns';
import { CodeOptions, RowOptions } from '../../../shared/ui/options';
import { PagedQueryTable } from '../../../shared/ui/paged-query-table';
import { QueryView } from '../../../shared/ui/query-view';
import { SearchBar } from '../../../shared/ui/search-bar';
import { stateColumn } from '../../../shared/ui/state-column';
import { useDialog, useRowDialog } from '../../../shared/ui/use-dialog';
import { useWriteDialog } from '../../../shared/ui/use-write-dialog';
import { type UnitsFilter, useColours, useDeleteColour, useUnits } from '../api/prod-stock';
import { refusal } from '../api/refusal';
import { AddUnitsDialog } from './add-units-dialog';
import { ColourDialog } from './colour-dialog';
import { RetireUnitDialog } from './retire-unit-dialog';

const FILTER_LABELS: Record<(typeof UNIT_FILTERS)[number], string> = {
  all: '전체',
  available: '사용 가능',
  held: '주문 배정',
  out: '빠진 재고',
};

const colourColumns = (
  onEdit: (c: AdminColour) => void,
  onDelete: (c: AdminColour) => void,
): Column<AdminColour>[] => [
  {
    key: 'title',
    header: '색상',
    value: (c) => c.title,
    render: (c) => (
      <span className="catalogue-swatch-row">
        <span
          className="catalogue-swatch"
          style={{ background: c.val ?? 'transparent' }}
          aria-hidden="true"
        />
        {c.title}
      </span>
    ),
  },
  wonColumn('cost', '월 추가 요금', (c) => c.cost),
  { key: 'avail', header: '사용 가능', value: (c) => c.units_avail, align: 'end' },
  { key: 'held', header: '주문 배정', value: (c) => c.units_held, align: 'end' },
  { key: 'out', header: '빠진 재고', value: (c) => c.units_out, align: 'end' },
  { key: 'total', header: '전체', value: (c) => c.units_total, align: 'end' },
  editColumn(onEdit),
  {
    key: 'delete',
    header: '',
    value: () => null,
    // A colour units were received in stays (their history names it); the server also refuses one an order named.
    render: (c) =>
      c.units_total === 0 ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`${c.title} 삭제`}
          onClick={() => onDelete(c)}
        >
          삭제
        </button>
      ) : null,
  },
];

const unitColumns = (onRetire: (u: AdminUnit) => void): Column<AdminUnit>[] => [
  { key: 'sn', header: '시리얼 번호', value: (u) => u.sn, render: (u) => <code>{u.sn}</code> },
  { key: 'colour', header: '색상', value: (u) => u.colour_title },
  stateColumn((u) => u.state_label, 'state'),
  {
    key: 'held',
    header: '배정',
    value: (u) => (u.subsc_id ? `렌탈 #${u.subsc_id}` : u.held ? '결제 대기 주문' : ''),
  },
  dateTimeColumn('created', '입고일', (u) => u.created_at),
  {
    key: 'action',
    header: '',
    value: () => null,
    render: (u) =>
      !u.held && u.state === STOCK_STATE.ENABLE ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`${u.sn} 빼기`}
          onClick={() => onRetire(u)}
        >
          빼기
        </button>
      ) : null,
  },
];

/** Colours with their stock counts, and the units themselves: receive in bulk, find by serial, retire. */
export function StockPanel({ prodId }: { prodId: number }) {
  const colours = useColours(prodId);
  const [filter, setFilter] = useState<UnitsFilter>({ filter: 'all', page: 1 });
  const units = useUnits(prodId, filter);
  const editing = useRowDialog<AdminColour>();
  const adding = useDialog();
  const [retiring, setRetiring] = useState<AdminUnit | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removeColour = useDeleteColour(prodId);
  const deleting = useWriteDialog<AdminColour>(removeColour, refusal);

  return (
    <div className="catalogue-stack">
      <section aria-labelledby="colours-title">
        <div className="catalogue-section-head">
          <h3 id="colours-title">색상별 재고</h3>
          <button type="button" className="button" onClick={editing.add}>
            색상 추가
          </button>
        </div>
        <QueryView query={colours}>
          {(rows) => (
            <DataTable
              columns={colourColumns(editing.edit, deleting.ask)}
              rows={rows}
              empty="색상이 없습니다. 색상을 먼저 추가해 주세요."
            />
          )}
        </QueryView>
      </section>

      <section aria-labelledby="units-title">
        <div className="catalogue-section-head">
          <h3 id="units-title">재고 (시리얼 번호)</h3>
          <button
            type="button"
            className="button button--primary"
            disabled={!colours.data?.length}
            onClick={() => {
              setNotice(null);
              adding.show();
            }}
          >
            재고 입고
          </button>
        </div>
        {notice && (
          <p className="catalogue-ok" role="status">
            {notice}
          </p>
        )}
        <SearchBar
          q=""
          label="시리얼 번호 검색"
          placeholder="시리얼 번호"
          maxLength={60}
          onSearch={(text) => setFilter((f) => ({ ...f, q: text || undefined, page: 1 }))}
        >
          <select
            aria-label="색상"
            value={filter.prod_opt_id ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, prod_opt_id: Number(e.target.value) || undefined, page: 1 }))
            }
          >
            <option value="">전체 색상</option>
            <RowOptions rows={colours.data} />
          </select>
          <select
            aria-label="재고 상태"
            value={filter.filter}
            onChange={(e) =>
              setFilter((f) => ({ ...f, filter: e.target.value as UnitsFilter['filter'], page: 1 }))
            }
          >
            <CodeOptions codes={UNIT_FILTERS} label={(key) => FILTER_LABELS[key]} />
          </select>
        </SearchBar>
        <PagedQueryTable
          query={units}
          columns={unitColumns(setRetiring)}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          csvName={`units-${prodId}`}
          empty="조건에 맞는 재고가 없습니다."
        />
      </section>

      <ColourDialog prodId={prodId} colour={editing.row} {...editing.dialog} />
      <AddUnitsDialog
        prodId={prodId}
        colours={colours.data ?? []}
        {...adding.dialog}
        onAdded={(n) => setNotice(`${n}대를 입고했습니다.`)}
      />
      <RetireUnitDialog prodId={prodId} unit={retiring} onClose={() => setRetiring(null)} />
      <ConfirmDialog
        {...deleting.dialog}
        title={`색상 삭제 · ${deleting.subject?.title ?? ''}`}
        confirmLabel="삭제"
        danger
        onConfirm={() =>
          deleting.subject && removeColour.mutate(deleting.subject.id, { onSuccess: deleting.close })
        }
      >
        <p>
          이 색상을 상품에서 지웁니다. 쇼핑몰에서 바로 사라지고, 장바구니에 담긴 이 색상은 주문할 수 없게
          됩니다.
        </p>
      </ConfirmDialog>
    </div>
  );
}
