import { cartName } from '@shop/domain/cart/cart-name';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { formatWon } from '@shop/domain/format/money';
import { CART_LIMIT } from '@shop/domain/limits/cart-limits';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { markCartOrderPending } from '../../../shared/auth/cart-order-pending';
import { useCartPrices } from '../../../shared/cart/api/patch-cart-prices';
import { parseStoredCart } from '../../../shared/cart/cart-count';
import { useCartRaw, writeCartItems } from '../../../shared/cart/cart-store';
import { requestCartSync } from '../../../shared/cart/request-cart-sync';
import { paths, pathTo } from '../../../shared/config/paths';
import panelStyles from '../../../shared/styles/panel.module.css';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { PriceSummary } from '../../../shared/ui/price-summary/price-summary';
import { Bones } from '../../../shared/ui/query-state/bones';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { capSelection, orderCheck, toggleSelected } from '../cart-checks';
import { cartMonthlyTotal, cartRow, readCartItems } from '../cart-view';
import { writeCheckoutLocalIds } from '../checkout-handoff';
import { removeCartItems } from '../remove-cart-items';
import styles from './cart.module.css';
import { CartItemRow } from './cart-item-row';

const RETURNED_MESSAGE = '결제가 완료되지 않아 주문하신 상품을 장바구니에 다시 담아 두었습니다.';
const DELETE_CONFIRM = '선택한 상품을 장바구니에서 삭제하시겠습니까?';
const NEEDS_SCRIPTS = '장바구니는 자바스크립트가 필요합니다. 브라우저 설정에서 자바스크립트를 켜 주세요.';

/** /carts and /carts/{paymentId}: the local cart (kept in step with the server cart when signed in). */
export function CartScreen() {
  const { paymentId } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const raw = useCartRaw();
  const items = useMemo(() => readCartItems(parseStoredCart(raw)), [raw]);
  const prices = useCartPrices(items);
  const [removedNote, setRemovedNote] = useState<string | null>(null);

  // Coming back from a failed payment the server put the items back: fetch them into this browser.
  useEffect(() => {
    if (paymentId) void requestCartSync();
  }, [paymentId]);

  // A cart of up to 15 items never starts with more than 10 selected.
  useEffect(() => {
    const capped = capSelection(items);
    if (capped.some((item, i) => item !== items[i])) writeCartItems(capped);
  }, [items]);

  const lines = useMemo(
    () => new Map((prices.data ?? []).map((line) => [line.local_id, line])),
    [prices.data],
  );
  const rows = useMemo(() => items.map((item) => cartRow(item, lines.get(item.local_id))), [items, lines]);
  const disabledIds = useMemo(() => new Set(rows.filter((r) => r.disabled).map((r) => r.localId)), [rows]);

  // Items the server marks disabled are removed from both copies.
  useEffect(() => {
    const gone = (prices.data ?? [])
      .filter((line) => line.state === CART_STATE.DISABLE)
      .map((l) => l.local_id);
    const stored = gone.filter((id) => items.some((item) => item.local_id === id));
    if (stored.length === 0) return;
    setRemovedNote(`주문할 수 없게 된 상품 ${stored.length}개를 장바구니에서 삭제했습니다.`);
    void removeCartItems(stored);
  }, [prices.data, items]);

  const pricesPending = prices.isPending && items.length > 0;
  const selected = rows.filter((row) => row.selected && !row.disabled);
  const monthly = cartMonthlyTotal(rows);

  const onToggle = (localId: string) => {
    const result = toggleSelected(items, localId);
    if (!result.ok) {
      void showAlert(result.message);
      return;
    }
    writeCartItems(result.items);
  };

  const onDelete = async (localId: string) => {
    if (!(await askConfirm(DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
    void removeCartItems([localId]);
  };

  const onOrder = () => {
    const check = orderCheck(items, session !== null, disabledIds);
    if (!check.ok) {
      void showAlert(check.message);
      if (check.reason === 'login') {
        markCartOrderPending();
        navigate(`${paths.login}?redirect=${encodeURIComponent(paths.carts)}`);
      }
      return;
    }
    try {
      writeCheckoutLocalIds(window.sessionStorage, check.localIds);
    } catch {
      // The router state below still carries them.
    }
    navigate(pathTo('PurOrderCreateProd'), { state: { localIds: check.localIds } });
  };

  // The server renders /carts as this shell: it cannot know the browser's cart (decision 028).
  // The page's head script marks an empty browser cart before the first paint (decision 030): the shell
  // then shows the empty cart at once, and stand-ins only for a cart the app has yet to draw.
  if (raw === undefined) {
    return (
      <div className={screenStyles.page}>
        <h1 className={screenStyles.title}>장바구니</h1>
        <CartEmpty className={styles.shellEmpty} />
        <Bones
          count={2}
          className={`${screenStyles.list} ${styles.shellBones}`}
          boneClassName={styles.itemBone}
        />
        <p className={styles.needsScripts}>{NEEDS_SCRIPTS}</p>
      </div>
    );
  }

  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>
        장바구니
        {items.length > 0 && <span className={styles.count}>{items.length}</span>}
      </h1>
      {paymentId && <p className={panelStyles.note}>{RETURNED_MESSAGE}</p>}
      {removedNote && (
        <p className={panelStyles.note} role="status">
          {removedNote}
        </p>
      )}

      {items.length === 0 ? (
        <CartEmpty />
      ) : (
        <>
          <p className={styles.toolbar}>
            <span>
              선택 {selected.length}/{Math.min(CART_LIMIT, items.length)}
            </span>
            <span>최대 {CART_LIMIT}개까지 선택할 수 있습니다</span>
          </p>
          <ul className={screenStyles.list} aria-label="장바구니 상품">
            {rows.map((row) => (
              <CartItemRow
                key={row.localId}
                row={row}
                pricesPending={pricesPending}
                onToggle={onToggle}
                onDelete={onDelete}
              />
            ))}
          </ul>
          <PriceSummary
            name="cart"
            title="결제 예정 금액"
            monthlyLabel="월 렌탈료 합계 (할인 적용)"
            monthly={monthly}
            first={monthly}
            pending={pricesPending}
            classes={{
              section: panelStyles.sectionCard,
              title: styles.summaryTitle,
              lines: styles.lines,
              first: styles.first,
            }}
          />
        </>
      )}

      {items.length > 0 && (
        <div className={styles.bar} data-sticky-bottom>
          <p className={styles.barText}>
            <span className={styles.cartName}>
              {cartName(selected.map((row) => row.title)) || '선택한 상품 없음'}
            </span>
            <strong>월 {formatWon(monthly)}</strong>
          </p>
          <button type="button" className={styles.order} onClick={onOrder}>
            주문하기
          </button>
        </div>
      )}
    </div>
  );
}

function CartEmpty({ className }: { className?: string }) {
  return (
    <div className={className ? `${styles.empty} ${className}` : styles.empty}>
      <p>장바구니에 담긴 상품이 없습니다.</p>
      <Link to={paths.prodsLand} className={styles.emptyLink}>
        상품 둘러보기
      </Link>
    </div>
  );
}
