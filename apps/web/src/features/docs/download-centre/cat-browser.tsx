import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { Link } from 'react-router';
import { useProdCats } from '../../../shared/api/get-prod-cats';
import { Disclosure } from '../../../shared/ui/accordion/disclosure';
import { useOpenSet } from '../../../shared/ui/accordion/use-open-set';
import { BoneList } from '../../../shared/ui/query-state/bone-list';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useDocs } from '../api/get-docs';
import styles from '../docs.module.css';
import { makerHref } from './download-query';
import { makersByCat } from './maker-groups';

/**
 * The categories, each opening into the makers that have manuals in it. The makers come from one call,
 * GET docs?docable_type=product (every manual with its product's maker and category): cheaper than a
 * product list per category, and it names only makers that have something to download.
 */
export function CatBrowser() {
  const cats = useProdCats();
  const manuals = useDocs({ docable_type: 'product' });
  const { openIds, toggle } = useOpenSet<number>();

  if (cats.isPending || manuals.isPending)
    return (
      <BoneList
        className={styles.cats}
        itemClassName={styles.cat}
        widths={[40, 55, 35, 30, 45]}
        lineStyle={{ margin: '19px 4px' }}
      />
    );
  if (cats.isError || manuals.isError)
    return (
      <RetryAlert
        text="상품 분류 목록을 확인할 수 없습니다."
        onRetry={() => Promise.all([cats.refetch(), manuals.refetch()])}
        classes={{ state: screenStyles.plainState, retry: styles.retry }}
      />
    );

  const groups = makersByCat(manuals.data);
  const visible = cats.data.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE);
  if (visible.length === 0)
    return <p className={screenStyles.plainState}>상품 분류 목록을 확인할 수 없습니다.</p>;

  return (
    <ul className={styles.cats}>
      {visible.map((cat) => {
        const open = openIds.has(cat.id);
        const makers = groups.get(cat.id) ?? [];
        const panelId = `download-cat-${cat.id}`;
        return (
          <li key={cat.id} className={styles.cat} data-open={open}>
            <Disclosure
              open={open}
              onToggle={() => toggle(cat.id)}
              panelId={panelId}
              buttonClassName={styles.catButton}
              label={<span>{cat.title}</span>}
            >
              {makers.length === 0 ? (
                <p className={styles.catEmpty}>등록된 설명서가 없습니다.</p>
              ) : (
                <ul className={styles.makers}>
                  {makers.map((maker) => (
                    <li key={maker.id}>
                      <Link to={makerHref(maker.id, cat.id)} className={styles.maker}>
                        {maker.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}
