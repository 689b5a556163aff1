import { PURCHASE_AGREEMENT_SLUGS } from '@shop/domain/checkout/purchase-agreement-groups';
import { formatNumber } from '@shop/domain/format/money';
import { addCardError } from '@shop/domain/validation/checkout';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAgreementDocs } from '../../../shared/api/get-agreement-docs';
import { useUsableCards } from '../../../shared/api/get-usable-cards';
import { useUser } from '../../../shared/api/get-user';
import { useSession } from '../../../shared/auth/auth-store';
import { useCheckoutPrices } from '../../../shared/cart/api/patch-cart-prices';
import { parseStoredCart } from '../../../shared/cart/cart-count';
import { useCartRaw } from '../../../shared/cart/cart-store';
import { readStored } from '../../../shared/storage/read-stored';
import panelStyles from '../../../shared/styles/panel.module.css';
import priceLinesStyles from '../../../shared/styles/price-lines.module.css';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { PriceSummary } from '../../../shared/ui/price-summary/price-summary';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { AgreementGroups } from '../agreements/agreement-groups';
import { type AgreementTicks, agreedDocIds } from '../agreements/agreement-ticks';
import { purchaseAgreementViews } from '../agreements/purchase-agreement-views';
import { useCheckoutSpots } from '../api/get-checkout-spots';
import styles from '../checkout.module.css';
import { CHECKOUT_LOCAL_IDS_KEY, checkoutItems, checkoutLocalIds } from '../checkout-items';
import { checkoutPaths } from '../checkout-paths';
import { payCheck } from '../pay-check';
import { CardPicker } from './card-picker';
import { checkoutLines } from './checkout-lines';
import { DeliveryAddress } from './delivery-address';
import { EmptyCheckout } from './empty-checkout';
import { addressFormOf } from './new-address';
import { OrderSummary } from './order-summary';
import { OrdererInfo } from './orderer-info';
import { useCardChoice } from './use-card-choice';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutPay } from './use-checkout-pay';

/** /purOrders/createProd: the checkout of the items chosen in the cart (storefront-and-account.md 2.6). */
export function CheckoutScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const raw = useCartRaw();
  const localIds = useMemo(
    () => checkoutLocalIds(location.state, readStored('sessionStorage', CHECKOUT_LOCAL_IDS_KEY)),
    [location.state],
  );
  const items = useMemo(() => checkoutItems(parseStoredCart(raw), localIds), [raw, localIds]);

  const prices = useCheckoutPrices(items);
  const orderer = useUser(session?.id);
  const spots = useCheckoutSpots();
  const cards = useUsableCards();
  const docs = useAgreementDocs('purchase', PURCHASE_AGREEMENT_SLUGS);

  const address = useCheckoutAddress(spots.data);
  const [cardId, setCardId] = useCardChoice(
    cards.data,
    (location.state as { cardAdded?: number } | null)?.cardAdded,
  );
  const [ticks, setTicks] = useState<AgreementTicks>({});
  const { paying, payingRef, pay } = useCheckoutPay(items, () => void prices.refetch());
  const cardRef = useRef<HTMLElement>(null);
  const termsRef = useRef<HTMLElement>(null);

  const groups = useMemo(() => (docs.data ? purchaseAgreementViews(docs.data) : undefined), [docs.data]);
  const { lines, unavailable, monthly, first, complete } = useMemo(
    () => checkoutLines(items, prices.data ?? []),
    [items, prices.data],
  );
  const pricesPending = prices.isPending || !complete;
  const ordererView = orderer.data
    ? { name: orderer.data.name, mobile: orderer.data.mobile ?? '', email: orderer.data.email ?? '' }
    : null;

  const onAddCard = () => {
    const refused = addCardError(address.bookSpotId ?? spots.data?.[0]?.id ?? null);
    if (refused) {
      void showAlert(refused);
      return;
    }
    navigate(checkoutPaths.addCard);
  };

  const onPay = async () => {
    if (payingRef.current) return;
    const problem = payCheck({
      mode: address.mode ?? 'new',
      spotId: address.spotId,
      form: addressFormOf(address.newAddress),
      cardId,
      ticks,
      groups: groups ?? [],
    });
    if (problem) {
      await showAlert(problem.message);
      if (problem.field === 'card') cardRef.current?.focus();
      else if (problem.field === 'agreements') termsRef.current?.focus();
      else if (problem.field) address.refs[problem.field].current?.focus();
      return;
    }
    if (!groups || pricesPending || unavailable.length > 0) return;
    await pay({
      spotId: address.bookSpotId!,
      cardId: cardId!,
      cost: first,
      docIds: agreedDocIds(ticks, groups),
    });
  };

  if (items.length === 0) return <EmptyCheckout />;

  return (
    <div className={screenStyles.page}>
      <div className={screenStyles.headRow}>
        <h1 className={screenStyles.title}>주문/결제</h1>
        <Link to={checkoutPaths.carts} className={styles.back}>
          장바구니로 돌아가기
        </Link>
      </div>
      {unavailable.length > 0 && (
        <p className={panelStyles.note} role="alert">
          주문할 수 없는 상품이 있습니다. 장바구니에서 확인해 주세요.
        </p>
      )}
      <OrderSummary items={items} lines={lines} pending={prices.isPending} />
      <OrdererInfo orderer={ordererView} />
      <DeliveryAddress
        spots={spots.data}
        mode={address.mode ?? 'new'}
        onMode={address.setMode}
        spotId={address.spotId}
        onSpot={address.setSpotId}
        value={address.newAddress}
        onValue={address.setNewAddress}
        errors={address.errors}
        onErrors={address.setErrors}
        refs={address.refs}
        orderer={ordererView}
        saving={address.saving}
        onSave={address.save}
      />
      <CardPicker ref={cardRef} cards={cards.data} cardId={cardId} onChange={setCardId} onAdd={onAddCard} />
      <AgreementGroups ref={termsRef} groups={groups} ticks={ticks} onChange={setTicks} />
      <PriceSummary
        name="checkout"
        title="결제 금액"
        monthlyLabel="월 렌탈료 합계"
        monthly={monthly}
        first={first}
        pending={pricesPending}
        classes={{
          section: styles.section,
          title: styles.sectionTitle,
          lines: priceLinesStyles.lines,
          first: styles.first,
        }}
      />
      <div className={styles.bar} data-sticky-bottom>
        <button
          type="button"
          className={styles.pay}
          onClick={onPay}
          disabled={paying || pricesPending || unavailable.length > 0}
          aria-busy={paying}
        >
          {paying ? '결제 중…' : pricesPending ? '결제하기' : `${formatNumber(first)}원 결제하기`}
        </button>
      </div>
    </div>
  );
}
