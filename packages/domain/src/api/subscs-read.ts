import { z } from 'zod';
import { int, iso } from './fields';
import { recordKindSchema } from './record-kind';
import { shipAddressFields } from './ship-address';

/** Request and response shapes of the rental read and cancel calls (rental-lifecycle.md sections 3 and 7). */

const positiveId = z.coerce.number().int().positive();

/** GET subscs: `state` filters on one state (or several, comma separated); `subsc_cat_type=multi` lists
 * exchange subscriptions, anything else (or nothing) the ordinary rentals. */
export const subscsQuerySchema = z.object({
  state: z
    .string()
    .regex(/^-?\d+(,-?\d+)*$/)
    .optional(),
  subsc_cat_type: z.string().max(20).optional(),
});

export const subscDetailQuerySchema = z.object({
  flag: z.enum(['cancel', 'init-cancel']).optional(),
  /** yyyy-MM-dd (Seoul): the pickup date the termination estimate is for; the earliest allowed by default. */
  spot_out_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
  subsc_cat_type: z.string().max(20).optional(),
});

export const subscIdParamsSchema = z.object({ id: positiveId });

/**
 * The reasons chosen, recorded with the cancel. Optional: the wizards post each reason on its own
 * (POST feedbackUsers per item, rental-lifecycle.md 7) once the cancel went through.
 */
const feedbackIds = z.array(z.coerce.number().int().positive()).min(1).max(10).optional();

/** PUT subscs/{id}/setCancel: the order cancel of the wizard at /subscs/setCancel/{id}. */
export const setCancelBodySchema = z.object({
  feedback_ids: feedbackIds,
  spot_id: z.coerce.number().int().positive().nullish(),
});

/** PUT subscs/{id}/cancel: the rental termination of the wizard at /subscs/cancel/{id}. */
export const terminateBodySchema = z.object({
  feedback_ids: feedbackIds,
  spot_id: positiveId,
  spot_out_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/, '회수 희망일을 확인해 주세요.'),
});

export const attWithUrlsSchema = z.object({
  id: int,
  url: z.string(),
  role: z.string(),
  urls: z.object({ prodConn: z.string() }),
});

export const prodOrdererProdOptSchema = z.object({
  id: int,
  prod_opt: z.object({ id: int, type: int, title: z.string(), val: z.string().nullable() }),
});

type ProdOrdererShape = {
  id: number;
  orderer_id: number;
  orderer_type: number;
  parent_id: number | null;
  options: Record<string, unknown>;
  ctr: number;
  prod: {
    id: number;
    title: string;
    type_conn: number;
    type: number;
    atts: z.infer<typeof attWithUrlsSchema>[];
  };
  prod_orderer_prod_opts: z.infer<typeof prodOrdererProdOptSchema>[];
  prodStock: { id: number; sn: string } | null;
  duration: number | null;
  costDuration: number;
  children: ProdOrdererShape[];
};

/** A product of a rental with its colour, its unit and (for a package) its parts as children. */
export const prodOrdererSchema: z.ZodType<ProdOrdererShape> = z.lazy(() =>
  z.object({
    id: int,
    orderer_id: int,
    orderer_type: int,
    parent_id: int.nullable(),
    options: z.record(z.string(), z.unknown()),
    ctr: int,
    prod: z.object({
      id: int,
      title: z.string(),
      type_conn: int,
      /** The product's stock type (tracked or not). */
      type: int,
      atts: z.array(attWithUrlsSchema),
    }),
    prod_orderer_prod_opts: z.array(prodOrdererProdOptSchema),
    prodStock: z.object({ id: int, sn: z.string() }).nullable(),
    duration: int.nullable(),
    costDuration: int,
    children: z.array(prodOrdererSchema),
  }),
);
export type ProdOrderer = z.infer<typeof prodOrdererSchema>;

export const prodOrderersQuerySchema = z.object({
  orderer_type: z.string().max(20),
  orderer_id: positiveId,
  /** 1: only products that can get a new AS request now. */
  care_unset: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const shipBriefSchema = z.object({
  id: int,
  type: int,
  state: int,
  ...shipAddressFields('spot_set'),
});

export const pickupShipSchema = z.object({
  id: int,
  state: int,
  ...shipAddressFields('spot_out'),
});

export const unpaidRecordSchema = z.object({
  id: int,
  /** A monthly round, or a termination's penalty (round 0). */
  kind: recordKindSchema.default('round'),
  round: int,
  cost: int,
  due_at: z.string(),
  content: z.array(z.object({ cost: int, created_at: z.string() })),
});

/**
 * A paid add-on ordered with the rental (an accessory ticked on the product page, e.g. a cable), with the
 * monthly fee it adds: part of costSubscBill, as the order priced it.
 */
export const rentalAddOnSchema = z.object({ prod_id: int, title: z.string(), cost: int });
export type RentalAddOn = z.infer<typeof rentalAddOnSchema>;

/** The card that pays a rental, masked. */
const cardSchema = z.object({
  cardCode: z.string().nullable(),
  cardNumber: z.string(),
  cardTitle: z.string(),
});

export const subscSchema = z.object({
  id: int,
  /** 주문번호 (SD-000123), the domain's orderNumber of the id. */
  order_number: z.string(),
  title: z.string(),
  state: int,
  state_req: int,
  /** The state's own label (section 4's table); '' for the states without one. */
  state_title: z.string(),
  /** Ours, from the domain: the list entry's title and its tooltip, so browser and server agree. */
  list_label: z.string(),
  tooltip: z.object({ message: z.string(), colour: z.enum(['green', 'red', 'gray']) }),
  start_at: z.string().nullable(),
  stop_at: z.string().nullable(),
  created_at: iso,
  next_at: z.string().nullable(),
  duration: int,
  costDuration: int,
  /** The monthly bill in won. */
  costSubscBill: int,
  ctr_change: int,
  user: z.object({ name: z.string() }),
  ships_last: shipBriefSchema.nullable(),
  /**
   * The rental's latest pickup not cancelled (an ended term's return, a collection's, a termination's): its
   * state and its day, booked or done; null when none was booked.
   */
  ships_pickup: pickupShipSchema.nullable(),
  cares_enable: z.array(z.object({ id: int, state: int, title: z.string() })),
  record_subscs_unpaid: z.array(unpaidRecordSchema),
  record_subscs_unpaid_ctr: int,
  /** Days since the first unpaid record, counted on the server's clock (the device's may be wrong). */
  record_subscs_unpaid_days: int,
  /** Rounds paid so far. */
  record_subscs_ctr: int,
  payment_orderer_avail: z
    .object({
      id: int,
      state: int,
      payment: z.object({
        id: int,
        pays: cardSchema,
      }),
    })
    .nullable(),
  subsc_cat: z
    .object({
      id: int,
      type: int,
      title: z.string(),
      subsc_cat_opts: z.array(
        z.object({
          id: int,
          val: int,
          title: z.string(),
          cost: int,
          options: z.object({ ctr_change: int }),
        }),
      ),
    })
    .nullable(),
  prod_orderers: z.array(prodOrdererSchema),
  /** The paid add-ons ordered with it; none for an order without. */
  add_ons: z.array(rentalAddOnSchema),
});
export type Subsc = z.infer<typeof subscSchema>;

/**
 * Termination figures for a pickup date (flag=cancel); set-cancel (flag=init-cancel) costs 0 and gives back
 * `refund` (the paid first instalment) to `refund_card`, the card that paid it.
 */
export const cancelEstimateSchema = z.object({
  type: z.enum(['cancel', 'init-cancel']),
  spot_out_at: z.string().nullable(),
  spot_out_range: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  penalty: int,
  early_termination: int,
  unpaid: int,
  overdue_interest: int,
  overdue_days: int,
  default_interest: int,
  install_pickup_fee: int,
  total: int,
  refund: int,
  refund_card: cardSchema.nullable(),
});

export const subscDetailSchema = subscSchema.extend({
  /** The pickup of a termination, once asked for. */
  ships_cancel: pickupShipSchema.nullable(),
  cancel_estimate: cancelEstimateSchema.nullable(),
  /** What a termination asked for recorded (penalty estimate and refund of a set-cancel). */
  cancel: z.record(z.string(), z.unknown()).nullable(),
  /** A 분실 해지's loss charge (분실 변상금), when staff set one: its amount and its record state. */
  loss_charge: z.object({ cost: int, state: int, state_title: z.string() }).nullable(),
});
export type SubscDetail = z.infer<typeof subscDetailSchema>;

export const adminContactSchema = z.object({ id: int, name: z.string(), mobile: z.string() });
export const adminUsersQuerySchema = z.object({ type: z.literal('admin') });
