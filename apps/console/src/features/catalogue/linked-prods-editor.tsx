import type { AdminConn, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import { useState } from 'react';
import { won } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RowOptions } from '../../shared/ui/options';
import { Empty } from '../../shared/ui/states';
import { useWriteDialog } from '../../shared/ui/use-write-dialog';
import { refusal } from './api/refusal';
import { movedItem } from './moved-item';
import { ReorderButtons } from './reorder-buttons';
import { RevertSaveActions } from './revert-save-actions';

type Linked = Pick<AdminConn, 'prod_id' | 'title' | 'code' | 'cost_subsc'>;

/** The write of a list: what a TanStack mutation of the ids gives. */
export type ListSave = {
  mutate: (ids: number[], options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

type Props = {
  heading: string;
  hint: string;
  empty: string;
  saved: Linked[];
  candidates: AdminProdRow[];
  save: ListSave;
};

/** A list's products in order as one string, to tell two lists apart. */
const prodIdsOf = (list: Linked[]) => list.map((l) => l.prod_id).join();

/**
 * An ordered list of products linked to something (a package's parts, a product's add-ons, a featured
 * group): add from the shop's products, move, remove, then save the whole list after a confirmation.
 * It starts afresh from `saved` whenever the saved list changes (once saved, or read again).
 */
export function LinkedProdsEditor(props: Props) {
  return <ListEditor key={prodIdsOf(props.saved)} {...props} />;
}

function ListEditor({ heading, hint, empty, saved, candidates, save }: Props) {
  const [list, setList] = useState<Linked[]>(saved);
  const [pick, setPick] = useState('');
  const asking = useWriteDialog(save, refusal);
  const changed = prodIdsOf(list) !== prodIdsOf(saved);
  const offered = candidates.filter((c) => !list.some((l) => l.prod_id === c.id));

  return (
    <section className="catalogue-card" aria-label={heading}>
      <h3>{heading}</h3>
      <p className="field__hint">{hint}</p>
      {list.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ol className="catalogue-conns">
          {list.map((item, i) => (
            <li key={item.prod_id}>
              <span>
                {item.title} <span className="field__hint">{item.code}</span>
              </span>
              {item.cost_subsc !== null && (
                <span className="catalogue-conns__fee">{won(item.cost_subsc)}~</span>
              )}
              <span className="catalogue-image__tools">
                <ReorderButtons
                  name={item.title}
                  index={i}
                  count={list.length}
                  earlier={{ word: '위로', arrow: '↑' }}
                  later={{ word: '아래로', arrow: '↓' }}
                  onMove={(by) => setList(movedItem(list, i, by))}
                />
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`${item.title} 빼기`}
                  onClick={() => setList(list.filter((l) => l.prod_id !== item.prod_id))}
                >
                  빼기
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="filters">
        <select aria-label={`${heading}에 더할 상품`} value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">더할 상품 고르기</option>
          <RowOptions rows={offered} label={(c) => `${c.title} (${c.code})`} />
        </select>
        <button
          type="button"
          className="button"
          disabled={!pick}
          onClick={() => {
            const chosen = candidates.find((c) => c.id === Number(pick));
            if (chosen) {
              setList([
                ...list,
                { prod_id: chosen.id, title: chosen.title, code: chosen.code, cost_subsc: chosen.cost_subsc },
              ]);
            }
            setPick('');
          }}
        >
          더하기
        </button>
      </div>
      <RevertSaveActions
        onRevert={() => setList(saved)}
        revertDisabled={!changed}
        saveLabel={`${heading} 저장`}
        onSave={() => asking.ask()}
        saveDisabled={!changed}
      />
      <ConfirmDialog
        {...asking.dialog}
        title={`${heading} 저장`}
        confirmLabel="저장"
        onConfirm={() =>
          save.mutate(
            list.map((l) => l.prod_id),
            { onSuccess: asking.close },
          )
        }
      >
        <p>이 순서로 쇼핑몰에 바로 보입니다.</p>
        {list.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <ol>
            {list.map((l) => (
              <li key={l.prod_id}>{l.title}</li>
            ))}
          </ol>
        )}
      </ConfirmDialog>
    </section>
  );
}
