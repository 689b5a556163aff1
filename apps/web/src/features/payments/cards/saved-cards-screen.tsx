import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { formatWon } from '@shop/domain/format/money';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isDev } from '../../../shared/config/app-config';
import { isApiError } from '../../../shared/http/api-error';
import { Disclosure } from '../../../shared/ui/accordion/disclosure';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { ListScreen } from '../../../shared/ui/screen/list-screen';
import { deleteCard } from '../api/delete-card';
import { type SavedCard, savedCardsQueryOptions, useSavedCards } from '../api/get-saved-cards';
import styles from '../payments.module.css';
import { paymentsPaths } from '../payments-paths';

const DELETE_CONFIRM = '이 카드를 삭제하시겠습니까?';
const DELETE_FAIL = '카드를 삭제하지 못했습니다.';

/** /payments/billAuthBillKey: the saved cards with their count, issuer, masked number and the rentals each pays. */
export function SavedCardsScreen() {
  const cards = useSavedCards();
  const dev = isDev();
  return (
    <ListScreen
      title={
        <>
          결제 카드
          {cards.data && (
            <span className={styles.count} data-testid="saved-card-count">
              {cards.data.length}
            </span>
          )}
        </>
      }
      action={
        dev && (
          <Link to={`${paymentsPaths.billAuth}?return=cards`} className={styles.add}>
            카드 추가
          </Link>
        )
      }
      query={cards}
      errorText="카드 목록을 불러오지 못했습니다."
      emptyText="등록된 결제 카드가 없습니다."
      styles={styles}
      retryClassName={styles.delete}
    >
      {(rows) => (
        <ul className={styles.list} aria-label="등록된 카드">
          {rows.map((card) => (
            <CardItem key={card.id} card={card} canDelete={dev} />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

function CardItem({ card, canDelete }: { card: SavedCard; canDelete: boolean }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const panelId = useId();
  const issuer = cardIssuerTitle(card.pays.cardCode) || card.pays.cardTitle || '카드';
  const rentals = card.payment_orderers.flatMap((link) => (link.orderer ? [link.orderer] : []));

  const onDelete = async () => {
    if (!(await askConfirm(DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
    setDeleting(true);
    try {
      await deleteCard(card.id);
      await queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions().queryKey.slice(0, 1) });
    } catch (error) {
      void showAlert(isApiError(error) && error.status < 500 ? error.message : DELETE_FAIL);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li className={styles.card} aria-label={`${issuer} 카드`}>
      <div className={styles.cardHead}>
        <span className={styles.issuer}>{issuer}카드</span>
        {canDelete && (
          <button type="button" className={styles.delete} onClick={onDelete} disabled={deleting}>
            삭제
          </button>
        )}
      </div>
      <span className={styles.number}>{card.pays.cardNumber ?? '****-****-****-****'}</span>
      <Disclosure
        open={open}
        onToggle={() => setOpen(!open)}
        panelId={panelId}
        buttonClassName={styles.toggle}
        label={<span>이 카드로 결제 중인 렌탈 {rentals.length}건</span>}
      >
        {rentals.length === 0 ? (
          <p className={styles.number}>결제 중인 렌탈이 없습니다.</p>
        ) : (
          <ul className={styles.subscs}>
            {rentals.map((rental) => (
              <li key={rental.id}>
                <Link to={paymentsPaths.subsc(rental.id)}>
                  <span>{rental.title}</span>
                  <span>월 {formatWon(rental.cost)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
    </li>
  );
}
