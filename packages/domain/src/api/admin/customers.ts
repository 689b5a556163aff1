import { z } from 'zod';
import { addressFields } from '../address-fields';
import { int, iso } from '../fields';
import { pageQueryFields, searchText } from './page-query';
import { reasonText } from './reason-text';
import { rentalRowSchema } from './rentals';

/** Shapes of the console's customer calls. Personal data is masked unless revealed with a reason. */

export const customerListQuerySchema = z.object({
  ...pageQueryFields(),
  /** Part of a name or an e-mail, or a mobile number's digits. */
  q: searchText,
});

export const customerRowSchema = z.object({
  id: int,
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  withdrawn: z.boolean(),
  rentals: int,
  created_at: iso,
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerSpotSchema = z.object({
  id: int,
  title: z.string(),
  ...addressFields,
});
export const customerCardSchema = z.object({
  id: int,
  issuer: z.string(),
  number: z.string().nullable(),
  created_at: iso,
});
/** A message sent to the customer, with its delivery: kind, channel, state and each try (labels). */
export const customerMessageSchema = z.object({
  id: int,
  channel: z.string(),
  kind: z.string(),
  state: z.string(),
  trail: z.string(),
  title: z.string(),
  created_at: iso,
  send_after: z.string().nullable(),
});

export const customerDetailSchema = customerRowSchema.extend({
  masked: z.boolean(),
  spots: z.array(customerSpotSchema),
  cards: z.array(customerCardSchema),
  rentals_list: z.array(rentalRowSchema),
  messages: z.array(customerMessageSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const revealBodySchema = z.object({
  reason: reasonText('열람 사유를 입력해 주세요.'),
});
