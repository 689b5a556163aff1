import type { AdminFeatd, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import { Page } from '../../../shared/ui/page';
import { useRowDialog } from '../../../shared/ui/use-dialog';
import { catalogueKeys } from '../api/catalogue-keys';
import { useFeatds, useSetFeatdProds } from '../api/featds';
import { BannerImage } from '../banner-image';
import { CatalogueNav } from '../catalogue-nav';
import { LinkedGroups } from '../linked-groups';
import { LinkedProdsEditor } from '../linked-prods-editor';
import { FeatdDialog } from './featd-dialog';

/** One group: its name and state, then its products in the home screen's order. */
function FeatdCard({
  group,
  candidates,
  onEdit,
}: {
  group: AdminFeatd;
  candidates: AdminProdRow[];
  onEdit: () => void;
}) {
  const save = useSetFeatdProds(group.id);
  return (
    <article className="catalogue-stack">
      <div className="catalogue-section-head">
        <h2>
          {group.title}{' '}
          {group.visible ? (
            <span className="badge">노출</span>
          ) : (
            <span className="badge catalogue-badge--off">숨김</span>
          )}
          <span className="field__hint"> 순서 {group.sort}</span>
        </h2>
        <button type="button" className="button" onClick={onEdit}>
          수정
        </button>
      </div>
      {group.content && <p className="field__hint">{group.content}</p>}
      <BannerImage
        label={group.title}
        image={group.image}
        path={`/catalogue/featds/${group.id}/image`}
        queryKey={catalogueKeys.featds()}
      />
      <LinkedProdsEditor
        heading={`${group.title} 상품`}
        hint="숨긴 상품은 홈 화면에서 저절로 빠집니다."
        empty="상품이 없습니다."
        saved={group.prods}
        candidates={candidates}
        save={save}
      />
    </article>
  );
}

/** The home screen's featured groups: add, rename, hide, and choose their products. */
export function FeatdsScreen() {
  const featds = useFeatds();
  const editing = useRowDialog<AdminFeatd>();
  return (
    <Page
      title="추천 묶음"
      actions={
        <button type="button" className="button button--primary" onClick={editing.add}>
          묶음 추가
        </button>
      }
    >
      <CatalogueNav />
      <LinkedGroups groups={featds} empty="추천 묶음이 없습니다.">
        {(group, candidates) => (
          <FeatdCard
            key={group.id}
            group={group}
            candidates={candidates}
            onEdit={() => editing.edit(group)}
          />
        )}
      </LinkedGroups>
      <FeatdDialog group={editing.row} {...editing.dialog} />
    </Page>
  );
}
