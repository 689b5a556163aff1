import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUsableCards } from '../../../shared/api/get-usable-cards';
import { isApiError } from '../../../shared/http/api-error';
import bottomSheetStyles from '../../../shared/styles/bottom-sheet.module.css';
import { showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import { CloseIcon } from '../../../shared/ui/icons';
import { RadioList } from '../../../shared/ui/radio-list/radio-list';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { putPaymentOrderer } from '../api/put-payment-orderer';
import styles from '../rentals.module.css';
import { cardLabel } from './detail-view';

const CARD_CHANGED = '카드를 변경했습니다.';
const CARD_CHANGE_FAILED = '카드를 변경하지 못했습니다.';

type Props = { subscId: number; currentCardId: number | null; onClose: () => void };

/** Pick one of the saved cards for the rental (PUT paymentOrderers). */
export function CardChangeSheet({ subscId, currentCardId, onClose }: Props) {
  const queryClient = useQueryClient();
  const cards = useUsableCards(true);
  const [cardId, setCardId] = useState<number | null>(currentCardId);
  const [sending, setSending] = useState(false);

  const change = async () => {
    if (cardId === null) return;
    setSending(true);
    try {
      const answer = await putPaymentOrderer(subscId, cardId);
      if (answer?.id) showToast(CARD_CHANGED);
      else void showAlert(CARD_CHANGE_FAILED);
      await queryClient.invalidateQueries({ queryKey: ['subscs'] });
      onClose();
    } catch (error) {
      // The server's own reason when it gives one (e.g. an ended rental keeps its card).
      const reason = isApiError(error) && error.status === 400 ? error.message : '';
      const own = reason !== '' && reason !== CARD_CHANGE_FAILED;
      void showAlert(own ? reason : CARD_CHANGE_FAILED, own ? { title: CARD_CHANGE_FAILED } : {});
    } finally {
      setSending(false);
    }
  };

  return (
    <Sheet className={bottomSheetStyles.sheet} labelledBy="card-change-title" onClose={onClose}>
      <div className={styles.sheetBody}>
        <div className={screenStyles.headRow}>
          <h2 id="card-change-title" className={styles.sectionTitle}>
            결제 카드 변경
          </h2>
          <button type="button" aria-label="닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {cards.isPending ? (
          <p className={screenStyles.muted}>카드를 불러오고 있습니다…</p>
        ) : cards.isError ? (
          <p className={screenStyles.muted}>카드 목록을 불러오지 못했습니다.</p>
        ) : cards.data.length === 0 ? (
          <p className={screenStyles.muted}>등록된 카드가 없습니다.</p>
        ) : (
          <RadioList
            items={cards.data}
            name="rental-card"
            label="결제 카드"
            selectedId={cardId}
            onSelect={setCardId}
            optionClassName={styles.radio}
          >
            {(card) => (
              <span>
                {cardLabel(card.pays)}
                {card.id === currentCardId && <span className={screenStyles.faint}> (사용 중)</span>}
              </span>
            )}
          </RadioList>
        )}
        <button
          type="button"
          className={styles.primary}
          disabled={cardId === null || sending}
          onClick={() => void change()}
        >
          변경하기
        </button>
      </div>
    </Sheet>
  );
}
