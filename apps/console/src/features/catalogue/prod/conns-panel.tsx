import type { ConnKind } from '@shop/domain/catalog/conns-admin';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { ErrorBox, Loading } from '../../../shared/ui/states';
import { useProds } from '../api/get-prods';
import { useConns, useSetConns } from '../api/prod-conns';
import { LinkedProdsEditor, type ListSave } from '../linked-prods-editor';

const LABELS: Record<ConnKind, { heading: string; hint: string; empty: string }> = {
  parts: {
    heading: '패키지 구성품',
    hint: '패키지에 들어가는 단품입니다. 고객은 구성품마다 색상을 고릅니다. 이미 주문한 렌탈의 구성은 바뀌지 않습니다.',
    empty: '구성품이 없습니다.',
  },
  addons: {
    heading: '추가 상품',
    hint: '상품 페이지에서 함께 고를 수 있는 액세서리입니다. 고르면 그 상품의 월 렌탈료가 더해집니다.',
    empty: '추가 상품이 없습니다.',
  },
};

/** Saving one kind of the product's links through the shared list editor. */
function useConnSave(prodId: number, kind: ConnKind): ListSave {
  const save = useSetConns(prodId);
  return {
    mutate: (ids, options) => save.mutate({ kind, prod_ids: ids }, options),
    reset: save.reset,
    isPending: save.isPending,
    error: save.error,
  };
}

/** A package's parts (packages only) and the add-ons offered beside the product. */
export function ConnsPanel({ prodId, typeConn }: { prodId: number; typeConn: number }) {
  const conns = useConns(prodId);
  // Parts and add-ons are single products; the shop has well under a hundred.
  const candidates = useProds({ page: 1, per_page: 100 });
  const parts = useConnSave(prodId, 'parts');
  const addons = useConnSave(prodId, 'addons');
  const failed = [conns, candidates].find((q) => q.isError);
  if (failed) return <ErrorBox error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!conns.data || !candidates.data) return <Loading />;
  const singles = candidates.data.data.filter((p) => p.type_conn !== TYPE_CONN.PACKAGE && p.id !== prodId);
  return (
    <div className="catalogue-stack">
      {typeConn === TYPE_CONN.PACKAGE && (
        <LinkedProdsEditor {...LABELS.parts} saved={conns.data.parts} candidates={singles} save={parts} />
      )}
      <LinkedProdsEditor {...LABELS.addons} saved={conns.data.addons} candidates={singles} save={addons} />
    </div>
  );
}
