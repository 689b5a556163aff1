import { z } from 'zod';
import { addressFields } from '../address-fields';
import { pageQueryFields, searchText } from './page-query';
import { reasonText } from './reason-text';
import { rentalRowSchema } from './rentals';

/** Shapes of the console's customer calls. Personal data is masked unless revealed with a reason. */

const id = z.number().int();

export const customerListQuerySchema = z.object({
  ...pageQueryFields(),
  /** Part of a name or an e-mail, or a mobile number's digits. */
  q: searchText,
});

export const customerRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  withdrawn: z.boolean(),
  rentals: z.number().int(),
  created_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerSpotSchema = z.object({
  id,
  title: z.string(),
  ...addressFields,
});
export const customerCardSchema = z.object({
  id,
  issuer: z.string(),
  number: z.string().nullable(),
  created_at: z.string(),
});
/** A message sent to the customer, with its delivery: kind, channel, state and each try (labels). */
export const customerMessageSchema = z.object({
  id,
  channel: z.string(),
  kind: z.string(),
  state: z.string(),
  trail: z.string(),
  title: z.string(),
  created_at: z.string(),
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
