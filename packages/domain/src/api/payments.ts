import { z } from 'zod';
import { int, iso } from './fields';

/** One provider call on a payment; `instance` is a JSON string holding `resultmsg` (the fail page reads it). */
export const paymentStepSchema = z.object({ at: z.string(), name: z.string(), instance: z.string() });

/** The card part of a payment, in the documents' names. */
export const paysSchema = z.object({
  price: int,
  /** The documents' name; an opaque fingerprint of the card's billing key, which stays on the server. */
  bill_key: z.string().nullable(),
  cardCode: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cardTitle: z.string(),
});

/** A rental as a payment lists it (what it paid for): its states, term, monthly cost, title and date. */
export const subscBriefSchema = z.object({
  id: int,
  state: int,
  state_req: int,
  duration: int,
  cost: int,
  title: z.string(),
  created_at: iso,
});

export const paymentOrdererSchema = z.object({
  id: int,
  payment_id: int,
  orderer_id: int,
  orderer_type: int,
  state: int,
  orderer: subscBriefSchema.nullable(),
});

export const paymentPurOrderSchema = z.object({
  id: int,
  title: z.string(),
  cost: int,
  state: int,
  orderer_id: int.nullable(),
  orderer_type: int,
  orderer: subscBriefSchema.nullable(),
});

export const paymentSchema = z.object({
  id: int,
  type: int,
  state: int,
  state_title: z.string(),
  title: z.string(),
  cost: int,
  type_api: z.string(),
  type_provide: int.nullable(),
  pm_id: z.string().nullable(),
  payment_bill_auth_id: int.nullable(),
  content: z.object({ steps: z.array(paymentStepSchema) }),
  pays: paysSchema,
  created_at: iso,
  pur_orders: z.array(paymentPurOrderSchema).optional(),
  payment_orderers: z.array(paymentOrdererSchema).optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST payments/billAuth: what the browser needs to register a card. */
export const billAuthStartSchema = z.object({
  provider: z.enum(['simulator', 'portone']),
  issue_id: z.string(),
  /** The simulator's card page; null with PortOne. */
  url: z.string().nullable(),
  /** PortOne browser SDK `requestIssueBillingKey` arguments; null with the simulator. */
  portone: z
    .object({
      store_id: z.string(),
      channel_key: z.string(),
      issue_id: z.string(),
      issue_name: z.string(),
      customer_id: z.string(),
    })
    .nullable(),
});

/**
 * POST payments/billAuth/confirm: the registration the same customer started (its issue id), with the
 * billing key PortOne's browser SDK answered (the simulator needs none: its card page recorded it).
 */
export const billAuthConfirmBodySchema = z.object({
  issue_id: z.string({ error: '카드 등록 정보가 없습니다.' }).min(1, '카드 등록 정보가 없습니다.').max(100),
  billing_key: z.string().min(1).max(200).optional(),
});

/** POST payments: the first instalment of the given purchase orders, charged with a registered card. */
export const paymentCreateBodySchema = z.object({
  pur_orders: z.array(int.positive()).min(1).max(10),
  payment_bill_auth_id: int.positive(),
  /** Only compared with the server's amount, never charged. */
  cost: z.number().optional(),
  title: z.string().max(200).optional(),
  type: int.optional(),
  type_api: z.enum(['clone', 'clone-change', 'redirect']).default('clone'),
  type_provide: int.nullable().optional(),
  orderer_type: int.optional(),
  orderer_id: int.nullable().optional(),
  /** The documents ticked on the checkout (ids of docs); the purchase-flow ones are required. */
  doc_ids: z.array(int.positive()).max(30).default([]),
});

export const paymentQuerySchema = z.object({
  withPaymentOrderer: z.enum(['true', 'false', '1', '0']).optional(),
});

/** A saved card: a successful card registration with the rentals it pays. */
export const savedCardSchema = paymentSchema.extend({ payment_orderers: z.array(paymentOrdererSchema) });

export const paymentOrderersQuerySchema = z.object({ type: z.string().max(40).optional() });

/** PUT paymentOrderers: the card change action of a rental. */
export const paymentOrdererChangeBodySchema = z.object({
  orderer_id: int.positive(),
  orderer_type: int,
  payment_bill_auth_id: int.positive(),
});
