import { readListFilter, TAG_TITLE_PARAM } from '@shop/domain/catalog/list-filter';
import { formatNumber } from '@shop/domain/format/money';
import { useSearchParams } from 'react-router';
import { useProdCats } from '../../../shared/api/get-prod-cats';
import { useSubscCats } from '../../../shared/api/get-subsc-cats';
import { documentTitle, usePageTitle } from '../../../shared/seo/page-meta';
import catalogPageStyles from '../../../shared/styles/catalog-page.module.css';
import storefrontHeadingStyles from '../../../shared/styles/storefront-heading.module.css';
import { PagesState } from '../../../shared/ui/load-more/pages-state';
import { ProdCardSkeleton } from '../../../shared/ui/prod-card/prod-card';
import { ProdList } from '../../../shared/ui/prod-card/prod-list';
import { useProdsPages } from '../api/get-prods-page';
import { useTags } from '../api/get-tags';
import { listTitle } from './list-filter';
import styles from './prods-list.module.css';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** /prods (and /prods/conn with packagesOnly): a filtered product list, 30 at a time with 더 보기. */
export function ProdsListScreen({ packagesOnly = false }: { packagesOnly?: boolean }) {
  const [params] = useSearchParams();
  const filter = readListFilter(params, packagesOnly);
  const cats = useProdCats();
  const tags = useTags({ enabled: filter.tag_id !== undefined });
  const subscCats = useSubscCats({ enabled: filter.subsc_cat_id !== undefined });
  const list = useProdsPages(filter);
  const prods = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.meta.total;
  const title = listTitle({
    filter,
    tagTitle: params.get(TAG_TITLE_PARAM),
    cats: cats.data,
    subscCats: subscCats.data,
    tags: tags.data,
    makerTitle: prods[0]?.corp_maker?.title ?? null,
    packagesOnly,
  });
  usePageTitle(documentTitle(title));

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <h1 className={storefrontHeadingStyles.heading}>{title}</h1>
        {total !== undefined && <p className={styles.count}>총 {formatNumber(total)}개</p>}
      </header>
      <PagesState
        query={list}
        loading={
          <div className={catalogPageStyles.grid} aria-busy="true">
            {SKELETONS.map((key) => (
              <ProdCardSkeleton key={key} />
            ))}
          </div>
        }
        errorText="상품을 불러오지 못했습니다."
        emptyText="조건에 맞는 상품이 없습니다."
        classes={{ state: styles.state, retry: styles.ghost, more: styles.more }}
      >
        {(rows) => (
          <ProdList
            prods={rows}
            className={catalogPageStyles.grid}
            eagerFirst
            subscCatId={filter.subsc_cat_id}
            titleLevel={2}
          />
        )}
      </PagesState>
    </div>
  );
}
