import { firstEmptyField } from './required-fields';
import type { RuleError } from './rule-error';

export const ADDRESS_INPUT_MESSAGE = '주소를 입력해주세요';
export const ADDRESS_SAVE_MESSAGE = '주소를 저장해주세요';
export const PAYMENT_CARD_MESSAGE = '결제수단을 선택해주세요.';
export const AGREEMENT_MESSAGE = '약관에 동의해주세요.';

const ADDRESS_FIELDS = ['name', 'tel', 'addr', 'addr_desc'] as const;

/** The checkout's new address, every field required before it is saved. */
export type CheckoutAddressForm = Record<(typeof ADDRESS_FIELDS)[number], string>;
export type CheckoutField = keyof CheckoutAddressForm | 'card' | 'agreements';

export type CheckoutState = {
  spotId: number | null;
  addressForm: CheckoutAddressForm;
  cardId: number | null;
  agreementsComplete: boolean;
};

/** The pay button's checks, in the documents' order. */
export function checkoutError(state: CheckoutState): RuleError<CheckoutField> | null {
  if (state.spotId == null) {
    const empty = firstEmptyField(state.addressForm, ADDRESS_FIELDS, ADDRESS_INPUT_MESSAGE);
    return empty ?? { field: null, message: ADDRESS_SAVE_MESSAGE };
  }
  if (state.cardId == null) return { field: 'card', message: PAYMENT_CARD_MESSAGE };
  if (!state.agreementsComplete) return { field: 'agreements', message: AGREEMENT_MESSAGE };
  return null;
}

/** Adding a card needs a saved address first. */
export function addCardError(spotId: number | null): string | null {
  return spotId == null ? ADDRESS_SAVE_MESSAGE : null;
}
