import type { AdminProd } from '@shop/domain/api/admin/catalogue';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { PendingPage } from '../../../shared/ui/pending-page';
import { useProd } from '../api/get-prod';
import { provideLabel, storefrontProdUrl, typeConnLabel, visibilityLabel } from '../labels';
import { BasicsForm } from './basics-form';
import { ConnsPanel } from './conns-panel';
import { FeesPanel } from './fees-panel';
import { ImagesPanel } from './images-panel';
import { StockPanel } from './stock-panel';

/** The edit screen's tabs in order, each with the panel it shows for the product (`?tab=` holds the key). */
const TABS: readonly { key: string; label: string; panel: (prod: AdminProd) => ReactNode }[] = [
  // Keyed by the product, not by its last change: the form resets itself to what it saved and keeps its
  // 저장했습니다., which a remount on the new updated_at wiped (QA: no notice after a save).
  { key: 'basics', label: '기본 정보', panel: (p) => <BasicsForm key={p.id} prod={p} /> },
  { key: 'fees', label: '요금·할인', panel: (p) => <FeesPanel prodId={p.id} /> },
  { key: 'stock', label: '색상·재고', panel: (p) => <StockPanel prodId={p.id} /> },
  { key: 'images', label: '이미지', panel: (p) => <ImagesPanel prodId={p.id} /> },
  {
    key: 'conns',
    label: '구성품·추가상품',
    panel: (p) => <ConnsPanel prodId={p.id} typeConn={p.type_conn} />,
  },
];

/** One product: its basics, its fees and discount, its colours and units, its pictures, one tab each. */
export function ProdEditScreen() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const shown = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0]!;
  const tab = shown.key;
  const prod = useProd(id);
  const back = { to: '/catalogue', label: '상품 목록' };

  if (!prod.isSuccess) return <PendingPage title="상품" back={back} query={prod} />;
  const p = prod.data;
  return (
    <Page
      title={p.title}
      back={back}
      actions={
        <a className="button" href={storefrontProdUrl(p.id)} target="_blank" rel="noreferrer">
          쇼핑몰에서 보기
        </a>
      }
    >
      <p className="catalogue-meta">
        #{p.id} · {p.code} · {typeConnLabel(p.type_conn)} ·{' '}
        <span className="badge">{visibilityLabel(p.state)}</span>{' '}
        <span className="badge">{provideLabel(p.state_provide)}</span>
      </p>
      <div className="catalogue-tabs" role="tablist" aria-label="상품 편집">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            className={tab === t.key ? 'catalogue-tab catalogue-tab--on' : 'catalogue-tab'}
            onClick={() => setParams({ tab: t.key }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {shown.panel(p)}
      </div>
    </Page>
  );
}
