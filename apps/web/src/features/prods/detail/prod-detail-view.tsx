import type { ProdDetail } from '@shop/domain/api/catalog';
import { quantityBounds } from '@shop/domain/catalog/availability';
import {
  availableQty,
  colourOptions,
  defaultSelection,
  durationChoices,
  type ProdSelection,
  selectionCost,
} from '@shop/domain/catalog/prod-selection';
import { PROD_ALONE_MESSAGE } from '@shop/domain/catalog/subscription-prod';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { clampQuantity } from '@shop/domain/validation/quantity';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { AddOnList } from './add-on-list';
import { AssocSwiper } from './assoc-swiper';
import { BottomBar } from './bottom-bar';
import { BreadcrumbNav } from './breadcrumb-nav';
import { type AddedSummary, CartAddedSheet } from './cart-added-sheet';
import { ColourChips } from './colour-chips';
import { CostBlock } from './cost-block';
import {
  addToCartBlocker,
  availabilityLabel,
  breadcrumb,
  costView,
  manualsPath,
  prodImages,
} from './detail-view';
import { DurationSlider } from './duration-slider';
import { ImageSwiper } from './image-swiper';
import { InfoBox } from './info-box';
import styles from './prod-detail.module.css';
import { QtyStepper } from './qty-stepper';
import { SafeHtml } from './safe-html';
import { SectionTabs } from './section-tabs';
import { ShareButton } from './share-button';
import { useToast } from './toast';
import { useProdCapturedError } from './use-prod-captured';

/** The cart feature's add, handed in by the route: the screens do not import the cart. */
export type AddToCart = (request: {
  prod: ProdDetail;
  selection: ProdSelection;
}) => { ok: true } | { ok: false; message: string };

export function ProdDetailView({ prod, addToCart }: { prod: ProdDetail; addToCart: AddToCart }) {
  const [selection, setSelection] = useState<ProdSelection>(() => defaultSelection(prod));
  const [added, setAdded] = useState<AddedSummary | null>(null);
  const toast = useToast();
  useProdCapturedError(() => toast.show(PROD_ALONE_MESSAGE));

  const bounds = quantityBounds(availableQty(prod, selection));
  const update = (next: Partial<ProdSelection>) =>
    setSelection((current) => {
      const merged = { ...current, ...next };
      const max = quantityBounds(availableQty(prod, merged)).max;
      return { ...merged, qty: max > 0 ? clampQuantity(merged.qty, max) : 1 };
    });
  const cost = selectionCost(prod, selection);
  const view = cost ? costView(cost, selection.qty) : null;
  const isPackage = prod.type_conn === TYPE_CONN.PACKAGE;
  const images = prodImages(prod);

  const onAdd = () => {
    const blocker = addToCartBlocker(prod, selection);
    if (blocker) return toast.show(blocker);
    const result = addToCart({ prod, selection });
    if (!result.ok) return toast.show(result.message);
    const colour = colourOptions(prod).find((c) => c.id === selection.colourId);
    setAdded({
      title: prod.title,
      colour: colour?.title ?? null,
      image: colour?.atts[0] ?? images[0] ?? null,
      qty: selection.qty,
      monthly: cost ? cost.monthly - (cost.discount?.val ?? 0) : 0,
      months: view?.months ?? 0,
    });
  };

  return (
    <article className={styles.screen}>
      <BreadcrumbNav crumbs={breadcrumb(prod)} />
      <ImageSwiper images={images} title={prod.title} />
      <header className={styles.head}>
        {prod.corp_maker && <p className={styles.maker}>{prod.corp_maker.title}</p>}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{prod.title}</h1>
          <ShareButton title={prod.title} />
        </div>
        {prod.tag_taggables_with_tag.length > 0 && (
          <ul className={styles.tags} aria-label="태그">
            {prod.tag_taggables_with_tag.map(({ id, tag }) => (
              <li key={id}>
                <Link to={`/prods?${new URLSearchParams({ tag_id: String(tag.id), tag_title: tag.title })}`}>
                  #{tag.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {prod.discounts.length > 0 && <p className={styles.deal}>{prod.discounts.at(-1)?.title}</p>}
      </header>

      <section className={styles.options} aria-label="옵션 선택">
        {isPackage ? (
          <div className={styles.parts}>
            <h2 className={styles.partsTitle}>패키지 구성</h2>
            {prod.prod_conns_pkg.map((part) => (
              <div key={part.id} className={styles.part} data-testid="pkg-part">
                <p className={styles.partTitle}>{part.title}</p>
                <ColourChips
                  prod={part}
                  label="색상"
                  value={selection.partColourIds[part.id] ?? null}
                  onPick={(colourId) =>
                    update({ partColourIds: { ...selection.partColourIds, [part.id]: colourId } })
                  }
                  onRefuse={toast.show}
                />
              </div>
            ))}
          </div>
        ) : (
          <ColourChips
            prod={prod}
            label="색상"
            value={selection.colourId}
            onPick={(colourId) => update({ colourId })}
            onRefuse={toast.show}
          />
        )}
        <DurationSlider
          choices={durationChoices(prod)}
          value={selection.durationId}
          onChange={(durationId) => update({ durationId })}
        />
        <QtyStepper value={selection.qty} max={bounds.max} onChange={(qty) => update({ qty })} />
        <p className={styles.availability} data-testid="availability">
          {availabilityLabel(prod, selection)}
        </p>
        <AddOnList
          addOns={prod.prod_conns_conns}
          chosen={selection.addOnIds}
          onToggle={(partId) =>
            update({
              addOnIds: selection.addOnIds.includes(partId)
                ? selection.addOnIds.filter((id) => id !== partId)
                : [...selection.addOnIds, partId],
            })
          }
        />
      </section>

      <CostBlock cost={view} qty={selection.qty} />

      {prod.subsc_cat && (
        <section className={styles.intro} aria-label="렌탈 안내">
          <p>{prod.subsc_cat.options.content ?? prod.subsc_cat.content}</p>
          {prod.subsc_cat.atts[0] && (
            <img
              className={styles.banner}
              src={prod.subsc_cat.atts[0].url}
              alt={prod.subsc_cat.title}
              width={prod.subsc_cat.atts[0].width ?? 1080}
              height={prod.subsc_cat.atts[0].height ?? 600}
              loading="lazy"
              decoding="async"
            />
          )}
        </section>
      )}

      <SectionTabs
        tabs={[
          { id: 'prod-detail', label: '상품 상세' },
          { id: 'prod-rental', label: '렌탈·배송·교환' },
          { id: 'prod-recommend', label: '추천' },
        ]}
      />

      <section id="prod-detail" className={styles.section} aria-label="상품 상세">
        {prod.content.detail && <SafeHtml html={prod.content.detail} className={styles.html} />}
        {prod.content.spec && <InfoBox title="상품 사양" html={prod.content.spec} />}
        {prod.content.information && <InfoBox title="상품 정보 고시" html={prod.content.information} />}
        {prod.docs.length > 0 && (
          <Link to={manualsPath(prod)} className={styles.outline}>
            사용 설명서 다운로드
          </Link>
        )}
      </section>

      <section id="prod-rental" className={styles.section} aria-label="렌탈·배송·교환">
        {prod.content.delivery && <InfoBox title="배송 및 설치" html={prod.content.delivery} />}
        {prod.content.refund && <InfoBox title="AS·환불·렌탈 해지" html={prod.content.refund} />}
        <Link to={paths.termsOfUse} className={styles.outline}>
          렌탈 약관 보기
        </Link>
      </section>

      <section id="prod-recommend" className={styles.section} aria-labelledby="prod-recommend-title">
        <h2 id="prod-recommend-title" className={styles.sectionTitle}>
          함께 보면 좋은 상품
        </h2>
        <AssocSwiper prodId={prod.id} />
      </section>

      <BottomBar monthly={view?.monthly ?? null} months={view?.months ?? null} onAdd={onAdd} />
      {toast.view}
      {added && <CartAddedSheet added={added} onClose={() => setAdded(null)} />}
    </article>
  );
}
