import { cartName } from '@shop/domain/cart/cart-name';
import { PAYMENT_COST_CHANGED_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { firstInstalment } from '@shop/domain/checkout/first-instalment';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { PURCHASE_AGREEMENT_GROUPS } from '@shop/domain/checkout/purchase-agreement-groups';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { monthlyTotal } from '@shop/domain/pricing/monthly-total';
import { addCardError } from '@shop/domain/validation/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cardKeys, useUsableCards } from '../../../shared/api/get-usable-cards';
import { userKeys, useUser } from '../../../shared/api/get-user';
import { useSession } from '../../../shared/auth/auth-store';
import { bridge } from '../../../shared/bridge/native-bridge';
import { useCheckoutPrices } from '../../../shared/cart/api/patch-cart-prices';
import { parseStoredCart } from '../../../shared/cart/cart-count';
import { readCartRaw, useCartRaw, writeCartItems } from '../../../shared/cart/cart-store';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { PriceSummary } from '../../../shared/ui/price-summary/price-summary';
import { AgreementGroups, type AgreementGroupView } from '../agreements/agreement-groups';
import { type AgreementTicks, agreedDocIds } from '../agreements/agreement-ticks';
import { checkoutSpotsQueryOptions, useCheckoutSpots } from '../api/get-checkout-spots';
import { usePurchaseDocs } from '../api/get-purchase-docs';
import { postCheckoutSpot } from '../api/post-checkout-spot';
import { postPayment } from '../api/post-payment';
import { postPurOrders } from '../api/post-pur-orders';
import { postSubscs } from '../api/post-subscs';
import styles from '../checkout.module.css';
import { CHECKOUT_LOCAL_IDS_KEY, checkoutItems, checkoutLocalIds, orderItemInput } from '../checkout-items';
import { checkoutPaths } from '../checkout-paths';
import { type AddressMode, payCheck } from '../pay-check';
import { type CheckoutAttempt, newAttempt, runCheckout } from '../run-checkout';
import { CardPicker } from './card-picker';
import { type AddressFieldRefs, DeliveryAddress } from './delivery-address';
import { addressFormOf, emptyNewAddress, type NewAddressErrors, newAddressToSpot } from './new-address';
import { OrderSummary } from './order-summary';
import { OrdererInfo } from './orderer-info';

const SPOT_SAVE_FAIL = '주소록을 저장할 수 없습니다.';
const newKey = () => crypto.randomUUID();

function readHandover(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_LOCAL_IDS_KEY);
  } catch {
    return null;
  }
}

/** /purOrders/createProd: the checkout of the items chosen in the cart (storefront-and-account.md 2.6). */
export function CheckoutScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const raw = useCartRaw();
  const localIds = useMemo(() => checkoutLocalIds(location.state, readHandover()), [location.state]);
  const items = useMemo(() => checkoutItems(parseStoredCart(raw), localIds), [raw, localIds]);

  const prices = useCheckoutPrices(items);
  const orderer = useUser(session?.id);
  const spots = useCheckoutSpots();
  const cards = useUsableCards();
  const docs = usePurchaseDocs();

  const [mode, setMode] = useState<AddressMode | null>(null);
  const [spotId, setSpotId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState(emptyNewAddress);
  const [addressErrors, setAddressErrors] = useState<NewAddressErrors>({});
  const [savingSpot, setSavingSpot] = useState(false);
  const [cardId, setCardId] = useState<number | null>(null);
  const [ticks, setTicks] = useState<AgreementTicks>({});
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const attempt = useRef<CheckoutAttempt | null>(null);

  const refs: AddressFieldRefs = {
    name: useRef<HTMLInputElement>(null),
    tel: useRef<HTMLInputElement>(null),
    addr_code: useRef<HTMLInputElement>(null),
    addr: useRef<HTMLInputElement>(null),
    addr_desc: useRef<HTMLInputElement>(null),
  };
  const cardRef = useRef<HTMLElement>(null);
  const termsRef = useRef<HTMLElement>(null);

  // The address book's default (else first) entry is preselected; without entries the form opens.
  useEffect(() => {
    if (!spots.data || mode !== null) return;
    const pick = preselectedSpot(spots.data);
    setMode(pick ? 'book' : 'new');
    setSpotId(pick?.id ?? null);
  }, [spots.data, mode]);

  // The first usable card is preselected; a card just added comes first in the list.
  const cardAdded = (location.state as { cardAdded?: number } | null)?.cardAdded;
  useEffect(() => {
    if (!cards.data) return;
    if (cardId !== null && cards.data.some((card) => card.id === cardId)) return;
    const added = cards.data.find((card) => card.id === cardAdded);
    setCardId((added ?? cards.data[0])?.id ?? null);
  }, [cards.data, cardId, cardAdded]);

  const groups: AgreementGroupView[] | undefined = useMemo(() => {
    if (!docs.data) return undefined;
    return PURCHASE_AGREEMENT_GROUPS.map((group) => {
      const groupDocs = group.slugs.flatMap((slug) => docs.data.filter((doc) => doc.slug === slug));
      return { key: group.key, title: group.title, docs: groupDocs, docIds: groupDocs.map((d) => d.id) };
    });
  }, [docs.data]);

  const lines = useMemo(
    () => new Map((prices.data ?? []).map((line) => [line.local_id, line])),
    [prices.data],
  );
  const priced = items.flatMap((item) => {
    const line = lines.get(item.local_id);
    return line ? [line] : [];
  });
  const unavailable = priced.filter((line) => line.state === CART_STATE.DISABLE);
  const monthly = monthlyTotal(priced.map((line) => ({ selected: true, duration_cost: line.duration_cost })));
  const first = firstInstalment(priced.map((line) => ({ cost: line.duration_cost })));
  const pricesPending = prices.isPending || priced.length < items.length;
  const ordererView = orderer.data
    ? { name: orderer.data.name, mobile: orderer.data.mobile ?? '', email: orderer.data.email ?? '' }
    : null;

  const onSaveSpot = async () => {
    const checked = newAddressToSpot(newAddress);
    if (!checked.ok) {
      setAddressErrors({ [checked.field]: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setSavingSpot(true);
    try {
      const saved = await postCheckoutSpot(checked.spot);
      await queryClient.invalidateQueries({ queryKey: checkoutSpotsQueryOptions().queryKey });
      bridge.spotUpdate(String(saved.id));
      setSpotId(saved.id);
      setMode('book');
      setNewAddress(emptyNewAddress());
      setAddressErrors({});
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : {};
      const next: NewAddressErrors = {};
      for (const field of ['name', 'tel', 'addr_code', 'addr', 'addr_desc'] as const) {
        if (fieldErrors[field]?.[0]) next[field] = fieldErrors[field][0];
      }
      if (Object.keys(next).length > 0) setAddressErrors(next);
      else void showAlert(isApiError(error) && error.status < 500 ? error.message : SPOT_SAVE_FAIL);
    } finally {
      setSavingSpot(false);
    }
  };

  const bookSpotId = mode === 'book' ? spotId : null;

  const onAddCard = () => {
    const refused = addCardError(bookSpotId ?? spots.data?.[0]?.id ?? null);
    if (refused) {
      void showAlert(refused);
      return;
    }
    navigate(checkoutPaths.addCard);
  };

  const onPay = async () => {
    if (payingRef.current) return;
    const problem = payCheck({
      mode: mode ?? 'new',
      spotId,
      form: addressFormOf(newAddress),
      cardId,
      ticks,
      groups: groups ?? [],
    });
    if (problem) {
      await showAlert(problem.message);
      if (problem.field === 'card') cardRef.current?.focus();
      else if (problem.field === 'agreements') termsRef.current?.focus();
      else if (problem.field) refs[problem.field].current?.focus();
      return;
    }
    if (!groups || pricesPending || unavailable.length > 0) return;
    payingRef.current = true;
    setPaying(true);
    try {
      attempt.current ??= newAttempt(newKey);
      const { attempt: next, outcome } = await runCheckout(
        attempt.current,
        {
          items: items.map(orderItemInput),
          spotId: bookSpotId!,
          cardId: cardId!,
          cost: first,
          title: cartName(items.map((item) => item.cartable?.title ?? '상품')),
          docIds: agreedDocIds(ticks, groups),
        },
        { postPurOrders, postPayment, postSubscs },
        newKey,
      );
      attempt.current = next;
      if (outcome.kind === 'error') {
        void showAlert(outcome.message);
        if (outcome.message === PAYMENT_COST_CHANGED_MESSAGE) void prices.refetch();
        return;
      }
      if (outcome.kind === 'declined') {
        navigate(checkoutPaths.fail(outcome.paymentId), { replace: true });
        return;
      }
      // Paid: the server already took the items out of its cart copy; this browser's copy follows.
      const ordered = new Set(items.map((item) => item.local_id));
      const kept = parseStoredCart(readCartRaw()).filter(
        (item) => !ordered.has((item as { local_id?: string }).local_id ?? ''),
      );
      writeCartItems(kept);
      bridge.cartDeleted([...ordered]);
      window.sessionStorage.removeItem(CHECKOUT_LOCAL_IDS_KEY);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      navigate(checkoutPaths.complete(outcome.paymentId), { replace: true });
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  if (items.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>주문/결제</h1>
        <div className={styles.empty}>
          <p>주문할 상품이 없습니다.</p>
          <p>장바구니에서 상품을 선택해 주세요.</p>
        </div>
        <Link to={checkoutPaths.carts} className={styles.secondary}>
          장바구니로 가기
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>주문/결제</h1>
        <Link to={checkoutPaths.carts} className={styles.back}>
          장바구니로 돌아가기
        </Link>
      </div>
      {unavailable.length > 0 && (
        <p className={styles.notice} role="alert">
          주문할 수 없는 상품이 있습니다. 장바구니에서 확인해 주세요.
        </p>
      )}
      <OrderSummary items={items} lines={lines} pending={prices.isPending} />
      <OrdererInfo orderer={ordererView} />
      <DeliveryAddress
        spots={spots.data}
        mode={mode ?? 'new'}
        onMode={setMode}
        spotId={spotId}
        onSpot={setSpotId}
        value={newAddress}
        onValue={setNewAddress}
        errors={addressErrors}
        onErrors={setAddressErrors}
        refs={refs}
        orderer={ordererView}
        saving={savingSpot}
        onSave={onSaveSpot}
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
          lines: styles.lines,
          minus: styles.minus,
          first: styles.first,
          bone: styles.bone,
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
          {paying ? '결제 중…' : pricesPending ? '결제하기' : `${first.toLocaleString('ko-KR')}원 결제하기`}
        </button>
      </div>
    </div>
  );
}
