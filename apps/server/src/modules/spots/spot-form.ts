import { ADDRESS_REQUIRED_MESSAGE } from '@shop/domain/validation/address-entry';
import { isInstallableZip, NOT_INSTALLABLE_REGION_MESSAGE } from '@shop/domain/validation/installable-region';
import { type Spot, spotSchema } from '@shop/domain/validation/spot-schema';
import { badRequest } from '../../http/errors';

/**
 * The address-book form checked as the browser checks it (required fields, phone, address in Seoul or
 * Goyang, Seongnam, Hanam), then the postcode against the installable zip ranges. The first message is the
 * answer's message: 필수 입력 사항입니다. when a required field is empty, else the rule that failed.
 */
export function checkSpotForm(input: unknown): Spot {
  const parsed = spotSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    const messages = parsed.error.issues.map((issue) => issue.message);
    const message = messages.includes(ADDRESS_REQUIRED_MESSAGE) ? ADDRESS_REQUIRED_MESSAGE : messages[0];
    throw badRequest(message ?? ADDRESS_REQUIRED_MESSAGE, errors);
  }
  if (!isInstallableZip(parsed.data.addr_code)) {
    throw badRequest(NOT_INSTALLABLE_REGION_MESSAGE, { addr_code: [NOT_INSTALLABLE_REGION_MESSAGE] });
  }
  return parsed.data;
}
