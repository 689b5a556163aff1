import { z } from 'zod';
import { FIELD_MAX, limitedString } from '../validation/field-limits';
import { spotSchema } from '../validation/spot-schema';
import { addressFields } from './address-fields';
import { messageEnvelope } from './envelope';
import { int, timestampFields } from './fields';

/**
 * Request and response shapes of the address-book calls (rental-lifecycle.md section 7: GET/POST spots,
 * GET/PUT/PATCH/DELETE spots/{id}) and of GET ships/spotSetCodeCheck.
 */

/** POST and PUT: the address-book form; the server also checks the postcode (spotServerSchema's rule). */
export const spotBodySchema = spotSchema;
/** PATCH: any of the form's fields; the merged entry must still pass the whole form. */
export const spotPatchBodySchema = z.object({
  name: limitedString(FIELD_MAX.name).optional(),
  tel: limitedString(FIELD_MAX.mobile).optional(),
  addr_code: limitedString(FIELD_MAX.addrCode).optional(),
  addr: limitedString(FIELD_MAX.addr).optional(),
  addr_desc: limitedString(FIELD_MAX.addrDesc).optional(),
  state: spotSchema.shape.state.removeDefault().optional(),
  title: limitedString(FIELD_MAX.spotTitle).optional(),
  options: z.object({ type_weekend: z.boolean().optional() }).optional(),
});

export const spotViewSchema = z.object({
  id: int,
  ...addressFields,
  addr_code: z.string(),
  /** DEFAULT 100 or NONE 2; a customer has at most one default. */
  state: int,
  spotable_id: int,
  /** A morph type id: user 1060. */
  spotable_type: int,
  title: z.string(),
  options: z.object({ type_weekend: z.boolean() }),
  ...timestampFields,
});
export type SpotView = z.infer<typeof spotViewSchema>;

/** The documents' filters; whatever they say, a customer only ever sees his own entries. */
export const spotsQuerySchema = z.object({
  spotable_id: z.coerce.number().int().optional(),
  spotable_type: z.union([z.literal('user'), z.coerce.number().int()]).optional(),
});

/** An answer that the screen shows as an alert next to the saved entry. */
export const spotSavedSchema = messageEnvelope(spotViewSchema);
export const spotDeletedSchema = messageEnvelope(z.object({ id: int }));

export const SPOT_CREATED_MESSAGE = '새 주소가 저장되었습니다';
export const SPOT_SAVED_MESSAGE = '저장되었습니다';
export const SPOT_DELETED_MESSAGE = '주소가 삭제 되었습니다.';

export const zipCheckQuerySchema = z.object({ zipCode: z.string().trim().min(1).max(10) });
export const zipCheckSchema = z.object({
  zip_code: z.string(),
  installable: z.boolean(),
  message: z.string(),
});
export type ZipCheck = z.infer<typeof zipCheckSchema>;
