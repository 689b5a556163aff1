import {
  type CheckoutAddressForm,
  type CheckoutField,
  checkoutError,
} from '@shop/domain/validation/checkout';
import type { RuleError } from '@shop/domain/validation/rule-error';
import { type AgreementGroupDocs, type AgreementTicks, areAllAgreed } from './agreements/agreement-ticks';

/** Where the delivery address comes from: an address-book entry, or the form for a new one. */
export type AddressMode = 'book' | 'new';

export type PayCheckInput = {
  mode: AddressMode;
  /** The picked address-book entry (book mode). */
  spotId: number | null;
  form: CheckoutAddressForm;
  cardId: number | null;
  ticks: AgreementTicks;
  groups: readonly AgreementGroupDocs[];
};

/**
 * The pay button's checks in the documents' order (domain checkoutError): the address (an unsaved form
 * first asks for its empty fields, then to be saved), the card, then both agreement groups.
 */
export function payCheck(input: PayCheckInput): RuleError<CheckoutField> | null {
  return checkoutError({
    spotId: input.mode === 'book' ? input.spotId : null,
    addressForm: input.form,
    cardId: input.cardId,
    agreementsComplete: areAllAgreed(input.ticks, input.groups),
  });
}
