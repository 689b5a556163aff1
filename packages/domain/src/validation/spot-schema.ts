import { z } from 'zod';
import { SPOT_STATE } from '../codes/spot-state';
import { ADDRESS_REQUIRED_MESSAGE } from './address-entry';
import { FIELD_MAX, limitedString } from './field-limits';
import { isInstallableAddress, isInstallableZip, NOT_INSTALLABLE_REGION_MESSAGE } from './installable-region';
import { isRecipientMobile, isValidMobile, MOBILE_RULE_MESSAGE, RECIPIENT_MOBILE_MESSAGE } from './mobile';
import { requiredString, ruleString } from './zod-rule';

// The address-book form: detail address is optional there (rental-lifecycle section 5).
export const spotSchema = z.object({
  name: requiredString(ADDRESS_REQUIRED_MESSAGE, FIELD_MAX.name),
  tel: ruleString(ADDRESS_REQUIRED_MESSAGE, FIELD_MAX.mobile, (value) =>
    !isValidMobile(value) ? MOBILE_RULE_MESSAGE : isRecipientMobile(value) ? null : RECIPIENT_MOBILE_MESSAGE,
  ),
  addr_code: requiredString(ADDRESS_REQUIRED_MESSAGE, FIELD_MAX.addrCode),
  addr: ruleString(ADDRESS_REQUIRED_MESSAGE, FIELD_MAX.addr, (value) =>
    isInstallableAddress(value) ? null : NOT_INSTALLABLE_REGION_MESSAGE,
  ),
  addr_desc: limitedString(FIELD_MAX.addrDesc).default(''),
  state: z.union([z.literal(SPOT_STATE.NONE), z.literal(SPOT_STATE.DEFAULT)]).default(SPOT_STATE.NONE),
  title: limitedString(FIELD_MAX.spotTitle).optional(),
  options: z.object({ type_weekend: z.boolean().optional() }).optional(),
});

/** The server also checks that the postcode lies in an installable city. */
export const spotServerSchema = spotSchema.refine((spot) => isInstallableZip(spot.addr_code), {
  message: NOT_INSTALLABLE_REGION_MESSAGE,
  path: ['addr_code'],
});

export type SpotInput = z.input<typeof spotSchema>;
export type Spot = z.output<typeof spotSchema>;
