import type { Payment } from '@shop/domain/api/payments';
import { useEffect, useState } from 'react';

/** The card to pay with: the first usable one, or the card just added (it comes back in the router state). */
export function useCardChoice(cards: readonly Payment[] | undefined, cardAdded: number | undefined) {
  const [cardId, setCardId] = useState<number | null>(null);
  useEffect(() => {
    if (!cards) return;
    if (cardId !== null && cards.some((card) => card.id === cardId)) return;
    const added = cards.find((card) => card.id === cardAdded);
    setCardId((added ?? cards[0])?.id ?? null);
  }, [cards, cardId, cardAdded]);
  return [cardId, setCardId] as const;
}
