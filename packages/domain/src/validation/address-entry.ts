import { isInstallableAddress, NOT_INSTALLABLE_REGION_MESSAGE } from './installable-region';
import { firstEmptyField, REQUIRED_FIELD_MESSAGE } from './required-fields';
import type { RuleError } from './rule-error';

export const ADDRESS_REQUIRED_MESSAGE = REQUIRED_FIELD_MESSAGE;
export const SPOT_DELETE_CONFIRM_MESSAGE = '정말 삭제하시겠습니까?';

// The checkout's address entry requires all five fields (storefront section 5); the address-book form
// marks only four as required (rental-lifecycle section 5), so its detail address may stay empty.
export const ADDRESS_ENTRY_REQUIRED_FIELDS = ['name', 'tel', 'addr_code', 'addr', 'addr_desc'] as const;
export const SPOT_FORM_REQUIRED_FIELDS = ['name', 'tel', 'addr_code', 'addr'] as const;

/** An address as entered: the five fields the checkout requires. */
export type AddressEntry = Record<(typeof ADDRESS_ENTRY_REQUIRED_FIELDS)[number], string>;

export function addressEntryError(
  entry: AddressEntry,
  required: readonly (keyof AddressEntry)[] = ADDRESS_ENTRY_REQUIRED_FIELDS,
): RuleError<keyof AddressEntry> | null {
  const empty = firstEmptyField(entry, required, ADDRESS_REQUIRED_MESSAGE);
  if (empty) return empty;
  if (!isInstallableAddress(entry.addr)) return { field: 'addr', message: NOT_INSTALLABLE_REGION_MESSAGE };
  return null;
}
