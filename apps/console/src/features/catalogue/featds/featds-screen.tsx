import type { AdminFeatd, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import { Page } from '../../../shared/ui/page';
import { useRowDialog } from '../../../shared/ui/use-dialog';
import { catalogueKeys } from '../api/catalogue-keys';
import { useFeatds, useSetFeatdProds } from '../api/featds';
import { BannerListCard } from '../banner-list-card';
import { CatalogueNav } from '../catalogue-nav';
import { LinkedGroups } from '../linked-groups';
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
    <BannerListCard
      list={group}
      heading={
        <>
          {group.title}{' '}
          {group.visible ? (
            <span className="badge">노출</span>
          ) : (
            <span className="badge catalogue-badge--off">숨김</span>
          )}
          <span className="field__hint"> 순서 {group.sort}</span>
        </>
      }
      editLabel="수정"
      onEdit={onEdit}
      imagePath={`/catalogue/featds/${group.id}/image`}
      queryKey={catalogueKeys.featds()}
      prodsEditor={{
        heading: `${group.title} 상품`,
        hint: '숨긴 상품은 홈 화면에서 저절로 빠집니다.',
        empty: '상품이 없습니다.',
      }}
      candidates={candidates}
      save={save}
    >
      {group.content && <p className="field__hint">{group.content}</p>}
    </BannerListCard>
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
