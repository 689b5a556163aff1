import { PROD_VISIBILITY, type ProdVisibility } from '@shop/domain/api/admin/catalogue';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageParam } from '../../../shared/page-param';
import { CodeOptions, RowOptions } from '../../../shared/ui/options';
import { Page } from '../../../shared/ui/page';
import { PagedQueryTable } from '../../../shared/ui/paged-query-table';
import { useDialog } from '../../../shared/ui/use-dialog';
import { useProds } from '../api/get-prods';
import { useTaxonomy } from '../api/taxonomy';
import { CatalogueNav } from '../catalogue-nav';
import { visibilityLabel } from '../labels';
import { NewProdDialog } from './new-prod-dialog';
import { prodColumns } from './prod-columns';

const PER_PAGE = 20;
const VISIBILITY_STATE: Record<ProdVisibility, number> = { visible: 100, hidden: -100 };

/** Products, hidden ones too: search by title or model, filter by category and visibility; the address keeps them. */
export function ProdListScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const catId = Number(params.get('prod_cat_id')) || undefined;
  const visibility = (PROD_VISIBILITY as readonly string[]).includes(params.get('visibility') ?? '')
    ? (params.get('visibility') as ProdVisibility)
    : undefined;
  const page = pageParam(params);
  const [search, setSearch] = useState(q);
  const creating = useDialog();
  const cats = useTaxonomy('cats');
  const prods = useProds({ q: q || undefined, prod_cat_id: catId, visibility, page, per_page: PER_PAGE });

  const update = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string | undefined> = {
      q,
      prod_cat_id: catId ? String(catId) : undefined,
      visibility,
      page: String(page),
      ...next,
    };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: '1' });
  };

  return (
    <Page
      title="상품"
      actions={
        <button type="button" className="button button--primary" onClick={() => creating.show()}>
          새 상품
        </button>
      }
    >
      <CatalogueNav />
      <NewProdDialog {...creating.dialog} />
      <search>
        <form className="filters" onSubmit={submit}>
          <input
            type="search"
            aria-label="상품 검색"
            placeholder="상품명 또는 모델 코드"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
          <select
            aria-label="분류"
            value={catId ?? ''}
            onChange={(e) => update({ prod_cat_id: e.target.value || undefined, page: '1' })}
          >
            <option value="">전체 분류</option>
            <RowOptions rows={cats.data} label={(cat) => `${cat.title}${cat.visible ? '' : ' (숨김)'}`} />
          </select>
          <select
            aria-label="노출"
            value={visibility ?? ''}
            onChange={(e) => update({ visibility: e.target.value || undefined, page: '1' })}
          >
            <option value="">노출 전체</option>
            <CodeOptions codes={PROD_VISIBILITY} label={(v) => `${visibilityLabel(VISIBILITY_STATE[v])}만`} />
          </select>
          <button type="submit" className="button">
            검색
          </button>
          {(q || catId || visibility) && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setSearch('');
                setParams({});
              }}
            >
              초기화
            </button>
          )}
        </form>
      </search>
      <PagedQueryTable
        query={prods}
        columns={prodColumns}
        csvName="products"
        empty="조건에 맞는 상품이 없습니다."
        onRowClick={(r) => navigate(`/catalogue/prods/${r.id}`)}
      />
    </Page>
  );
}
