import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { ADDRESS_REQUIRED_MESSAGE, addressEntryError } from '@shop/domain/validation/address-entry';
import type { CheckoutAddressForm } from '@shop/domain/validation/checkout';
import { type Spot, spotSchema } from '@shop/domain/validation/spot-schema';
import { checkInKorean } from '../../../shared/validation/korean-zod';

/** The checkout's new-address form: the address fields, 주문자 정보와 동일 and 기본 배송지로 저장. */
export type NewAddress = {
  name: string;
  tel: string;
  addr_code: string;
  addr: string;
  addr_desc: string;
  sameAsOrderer: boolean;
  isDefault: boolean;
};

export type NewAddressField = 'name' | 'tel' | 'addr_code' | 'addr' | 'addr_desc';
export type NewAddressErrors = Partial<Record<NewAddressField, string>>;

export const emptyNewAddress = (): NewAddress => ({
  name: '',
  tel: '',
  addr_code: '',
  addr: '',
  addr_desc: '',
  sameAsOrderer: false,
  isDefault: false,
});

/** The fields the pay button's address check reads. */
export const addressFormOf = (value: NewAddress): CheckoutAddressForm => ({
  name: value.name,
  tel: value.tel,
  addr: value.addr,
  addr_desc: value.addr_desc,
});

/**
 * The entry to save, or the first problem: at checkout all five fields are required (domain address
 * entry), then the address book's own rules (mobile digits, installable region).
 */
export function newAddressToSpot(
  value: NewAddress,
): { ok: true; spot: Spot } | { ok: false; field: NewAddressField; message: string } {
  const missing = addressEntryError(value);
  if (missing) return { ok: false, field: missing.field ?? 'addr', message: missing.message };
  const parsed = checkInKorean(spotSchema, {
    name: value.name,
    tel: value.tel,
    addr_code: value.addr_code,
    addr: value.addr,
    addr_desc: value.addr_desc,
    state: value.isDefault ? SPOT_STATE.DEFAULT : SPOT_STATE.NONE,
  });
  if (parsed.success) return { ok: true, spot: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] as NewAddressField | undefined) ?? 'addr';
  return { ok: false, field, message: issue?.message ?? ADDRESS_REQUIRED_MESSAGE };
}
