import { SHIP_SAVE_FAIL_MESSAGE, SHIP_SAVED_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { formatWon } from '@shop/domain/format/money';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { recordIdParam } from '../../../shared/http/record-id-param';
import bonesStyles from '../../../shared/styles/bones.module.css';
import priceLinesStyles from '../../../shared/styles/price-lines.module.css';
import stackStyles from '../../../shared/styles/stack.module.css';
import { DateTiles } from '../../../shared/ui/date-tiles/date-tiles';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { ShipAddressRows } from '../../../shared/ui/ship-address/ship-address-rows';
import { cardLabel } from '../../rentals/detail/detail-view';
import { usePayment } from '../api/get-payment';
import { usePaidSubscs } from '../api/post-subscs';
import { putShip } from '../api/put-ship';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';
import { CheckoutSection } from '../checkout-section';
import { completeDateChoices, deliveryDateStorageKey } from './delivery-date-choices';
import { OrderedRental } from './ordered-rental';

const PICK_DATE_MESSAGE = '배송 희망일을 선택해 주세요.';

/**
 * /purOrders/createProdComplete/{paymentId}: thanks; each order with its number, products and paid add-ons,
 * and its links (the rental, its billing); what was paid and with which card; the delivery-date picker
 * (above the fold on a phone, clear of the sticky save bar); the delivery address.
 */
export function CompleteScreen() {
  const paymentId = recordIdParam(useParams().paymentId);
  const navigate = useNavigate();
  const payment = usePayment(paymentId);
  const subscs = usePaidSubscs(paymentId);
  const [date, setDate] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const orders = payment.data?.pur_orders ?? [];
  const rentals = subscs.data ?? [];
  // The days the server offers on its clock (what PUT ships accepts), never counted from the phone's date.
  const choices = useMemo(() => completeDateChoices(subscs.data ?? []), [subscs.data]);
  const shipIds = rentals.flatMap((subsc) => (subsc.ship_id ? [subsc.ship_id] : []));
  // One checkout delivers every order to the one address it was placed with.
  const ship = rentals.find((r) => r.ship)?.ship ?? null;

  const onSave = async () => {
    if (!date) {
      void showAlert(PICK_DATE_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      if (shipIds.length === 0) throw new Error('no ship');
      await Promise.all(shipIds.map((id) => putShip(id, date)));
      try {
        window.sessionStorage.setItem(deliveryDateStorageKey(paymentId), date);
      } catch {
        // The router state below carries it too.
      }
      void showAlert(SHIP_SAVED_MESSAGE);
      navigate(checkoutPaths.result(paymentId), { replace: true, state: { date } });
    } catch {
      void showAlert(SHIP_SAVE_FAIL_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={screenStyles.page}>
      <section className={styles.hero} aria-labelledby="complete-title">
        <h1 id="complete-title" className={styles.heroTitle}>
          주문이 완료되었습니다
        </h1>
        <p className={styles.muted}>소리담을 이용해 주셔서 감사합니다. 배송 희망일을 선택해 주세요.</p>
      </section>

      <CheckoutSection id="complete-order-title" title="주문 내역" count={`${orders.length}건`}>
        {payment.isPending ? (
          <span className={bonesStyles.text} />
        ) : payment.isError || !payment.data ? (
          <p className={styles.muted}>주문 내역을 불러오지 못했습니다.</p>
        ) : (
          <>
            <ul className={stackStyles.stack3} aria-label="주문한 렌탈">
              {orders.map((order) => (
                <OrderedRental
                  key={order.id}
                  order={order}
                  rental={rentals.find((r) => r.pur_order_id === order.id) ?? null}
                />
              ))}
            </ul>
            <dl className={priceLinesStyles.lines}>
              <div className={styles.first}>
                <dt>결제 금액</dt>
                <dd data-testid="complete-paid">{formatWon(payment.data.cost)}</dd>
              </div>
              <div>
                <dt>결제 카드</dt>
                <dd data-testid="complete-card">{cardLabel(payment.data.pays) ?? '-'}</dd>
              </div>
            </dl>
          </>
        )}
      </CheckoutSection>

      <CheckoutSection id="complete-date-title" title="배송 희망일">
        <p className={styles.muted}>배송은 주문일로부터 3일 이후 평일에 가능합니다.</p>
        {subscs.isPending ? (
          <span className={bonesStyles.text} />
        ) : (
          <DateTiles
            label="배송 희망일"
            name="delivery-date"
            choices={choices}
            value={date}
            onChange={setDate}
            spoken="value"
          />
        )}
        {date && <p className={styles.muted}>선택한 날짜: {date}</p>}
      </CheckoutSection>

      <CheckoutSection id="complete-address-title" title="배송지">
        {subscs.isPending ? (
          <span className={bonesStyles.text} />
        ) : ship ? (
          <dl className={styles.info} data-testid="complete-address">
            <ShipAddressRows ship={ship} />
          </dl>
        ) : (
          <p className={styles.muted}>배송지 정보를 불러오지 못했습니다.</p>
        )}
      </CheckoutSection>

      <div className={styles.bar}>
        <button type="button" className={styles.pay} onClick={onSave} disabled={saving || subscs.isPending}>
          {saving ? '저장 중…' : '저장'}
        </button>
      </div>
    </div>
  );
}
