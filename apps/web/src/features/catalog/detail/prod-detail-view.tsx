import type { ProdDetail } from '@shop/domain/api/catalog';
import { PROD_ALONE_MESSAGE } from '@shop/domain/catalog/subscription-prod';
import { HydrateLater } from '../../../shared/ui/hydrate-later/hydrate-later';
import { BottomBar } from './bottom-bar';
import { BreadcrumbNav } from './breadcrumb-nav';
import { CartAddedSheet } from './cart-added-sheet';
import { CostBlock } from './cost-block';
import { breadcrumb } from './detail-view';
import { ImageSwiper } from './image-swiper';
import { OptionPicker } from './option-picker';
import styles from './prod-detail.module.css';
import { ProdHead } from './prod-head';
import { ProdInfoSections } from './prod-info-sections';
import { useToast } from './toast';
import { useProdCapturedError } from './use-prod-captured';
import { type AddToCart, useProdSelection } from './use-prod-selection';

export function ProdDetailView({ prod, addToCart }: { prod: ProdDetail; addToCart: AddToCart }) {
  const toast = useToast();
  useProdCapturedError(() => toast.show(PROD_ALONE_MESSAGE));
  const choice = useProdSelection(prod, addToCart, toast.show);
  const { selection, view } = choice;

  return (
    <article className={styles.screen}>
      <BreadcrumbNav crumbs={breadcrumb(prod)} />
      {/* Parts taken over a task after the page, each drawing one element (decision 029): the pictures (the
          first is on screen from the server's HTML), the option picker and the bottom bar. */}
      <HydrateLater>
        <ImageSwiper images={choice.images} title={prod.title} />
      </HydrateLater>
      <ProdHead prod={prod} />
      <HydrateLater>
        <OptionPicker
          prod={prod}
          selection={selection}
          maxQty={choice.maxQty}
          update={choice.update}
          refuse={toast.show}
        />
      </HydrateLater>
      <CostBlock cost={view} qty={selection.qty} />
      <ProdInfoSections prod={prod} />
      <HydrateLater>
        <BottomBar monthly={view?.monthly ?? null} months={view?.months ?? null} onAdd={choice.add} />
      </HydrateLater>
      {toast.view}
      {choice.added && <CartAddedSheet added={choice.added} onClose={choice.closeAdded} />}
    </article>
  );
}
