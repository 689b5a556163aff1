import type { Payment } from '@shop/domain/api/payments';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { forwardRef } from 'react';
import bonesStyles from '../../../shared/styles/bones.module.css';
import { RadioList } from '../../../shared/ui/radio-list/radio-list';
import styles from '../checkout.module.css';
import { CheckoutSection } from '../checkout-section';

type Props = {
  cards: readonly Payment[] | undefined;
  cardId: number | null;
  onChange: (cardId: number) => void;
  onAdd: () => void;
};

/** The payment card by radio: only usable cards, the first preselected; 카드 추가 registers one. */
export const CardPicker = forwardRef<HTMLElement, Props>(function CardPicker(
  { cards, cardId, onChange, onAdd },
  ref,
) {
  return (
    <CheckoutSection ref={ref} tabIndex={-1} id="checkout-card-title" title="결제 수단">
      {cards === undefined ? (
        <span className={bonesStyles.text} />
      ) : cards.length === 0 ? (
        <p className={styles.muted}>등록된 카드가 없습니다. 카드를 추가해 주세요.</p>
      ) : (
        <RadioList
          items={cards}
          name="checkout-card"
          label="결제 카드"
          selectedId={cardId}
          onSelect={onChange}
          optionClassName={styles.option}
        >
          {(card) => (
            <span>
              <strong>{cardIssuerTitle(card.pays.cardCode) || card.pays.cardTitle || '카드'}카드</strong>{' '}
              {card.pays.cardNumber}
            </span>
          )}
        </RadioList>
      )}
      <button type="button" className={styles.addCard} onClick={onAdd}>
        카드 추가
      </button>
    </CheckoutSection>
  );
});
