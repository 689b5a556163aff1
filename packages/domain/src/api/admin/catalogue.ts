import { z } from 'zod';
import { CONN_KINDS, CONN_TOO_MANY_MESSAGE, CONNS_MAX } from '../../catalog/conns-admin';
import { DISCOUNT_MIN_MESSAGE, DISCOUNT_WHOLE_MESSAGE } from '../../catalog/discount-admin';
import { monthlyFeeSchema } from '../../catalog/monthly-fee-admin';
import { SERIALS_EMPTY_MESSAGE } from '../../catalog/serials-admin';
import { RETIRE_STATES } from '../../catalog/unit-state-admin';
import { STATE } from '../../codes/generic-state';
import { STATE_PROVIDE } from '../../codes/state-provide';
import { SYMBOL_SLASH_MESSAGE } from '../../quiz/symbol-content';
import { fileFields, int, iso, pictureSizeFields, timestampFields } from '../fields';
import { pageQueryFields, searchText } from './page-query';

/** Shapes of the console's catalogue calls: products, fees, colours and units, images, categories, makers, tags. */

const text = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `${max}자 이내로 입력해 주세요.`);
const optionalText = (max: number) =>
  z.string({ message: '글자로 입력해 주세요.' }).trim().max(max, `${max}자 이내로 입력해 주세요.`);
const visible = z.boolean({ message: '노출 여부를 골라 주세요.' });
const sort = z
  .number({ message: '순서를 숫자로 입력해 주세요.' })
  .int('순서는 정수로 입력해 주세요.')
  .min(0)
  .max(9999, '순서는 9999 이하로 입력해 주세요.');

// ── products ────────────────────────────────────────────────────────────────────────────────────────────

/** 노출 (state ENABLE): the storefront lists and opens it; 숨김: it exists for staff and old rentals only. */
export const PROD_VISIBILITY = ['visible', 'hidden'] as const;
export type ProdVisibility = (typeof PROD_VISIBILITY)[number];

export const adminProdsQuerySchema = z.object({
  ...pageQueryFields(20),
  /** Part of the title or the model code. */
  q: searchText,
  prod_cat_id: z.coerce.number().int().positive().optional(),
  visibility: z.enum(PROD_VISIBILITY).optional(),
});
export type AdminProdsQuery = z.infer<typeof adminProdsQuerySchema>;

export const adminProdRowSchema = z.object({
  id: int,
  title: z.string(),
  code: z.string(),
  type_conn: int,
  state: int,
  state_provide: int,
  prod_cat_title: z.string().nullable(),
  corp_maker_title: z.string().nullable(),
  /** The lowest monthly fee of the product's default subscription category, before discounts. */
  cost_subsc: int.nullable(),
  discount_title: z.string().nullable(),
  units_avail: int,
  units_total: int,
  image_url: z.string().nullable(),
  updated_at: iso,
});
export type AdminProdRow = z.infer<typeof adminProdRowSchema>;

const contentText = optionalText(50_000);
export const prodContentSchema = z.object({
  detail: contentText.optional(),
  spec: contentText.optional(),
  information: contentText.optional(),
  delivery: contentText.optional(),
  refund: contentText.optional(),
});
export type ProdContentBody = z.infer<typeof prodContentSchema>;
export const PROD_CONTENT_FIELDS = ['detail', 'spec', 'information', 'delivery', 'refund'] as const;

export const adminProdSchema = z.object({
  id: int,
  title: z.string(),
  code: z.string(),
  type_conn: int,
  type_stock: int,
  state: int,
  state_provide: int,
  prod_cat_id: int.nullable(),
  corp_maker_id: int.nullable(),
  subsc_cat_id: int.nullable(),
  cost: int,
  content: prodContentSchema,
  tag_ids: z.array(int),
  ...timestampFields,
});
export type AdminProd = z.infer<typeof adminProdSchema>;

/** Purchase price in won (what the product cost the shop). */
const purchaseCost = z
  .number({ message: '매입가를 입력해 주세요.' })
  .int('매입가는 원 단위 정수로 입력해 주세요.')
  .min(0, '매입가는 0원 이상이어야 합니다.')
  .max(100_000_000, '매입가는 1억 원 이하로 입력해 주세요.');

const ids = (max: number, message: string) =>
  z
    .array(int.positive())
    .max(max, message)
    .refine((list) => new Set(list).size === list.length, '같은 항목이 두 번 들어 있습니다.');

export const adminProdUpdateSchema = z
  .object({
    title: text(100, '상품명을 입력해 주세요.'),
    code: text(50, '모델 코드를 입력해 주세요.'),
    state: z.union([z.literal(STATE.ENABLE), z.literal(STATE.DISABLE)], {
      message: '노출 여부를 골라 주세요.',
    }),
    state_provide: z.union([z.literal(STATE_PROVIDE.ENABLE), z.literal(STATE_PROVIDE.DISCONTINUED)], {
      message: '판매 상태를 골라 주세요.',
    }),
    prod_cat_id: int.positive().nullable(),
    corp_maker_id: int.positive().nullable(),
    cost: purchaseCost,
    tag_ids: ids(30, '태그는 30개까지 붙일 수 있습니다.'),
    content: prodContentSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), '바꿀 내용이 없습니다.');
export type AdminProdUpdate = z.infer<typeof adminProdUpdateSchema>;

/**
 * POST catalogue/prods: a new single product (not a package), created hidden so the storefront shows it only
 * once staff have given it a price, colours, units and pictures and made it visible.
 */
export const adminProdCreateSchema = z.object({
  title: text(100, '상품명을 입력해 주세요.'),
  code: text(50, '모델 코드를 입력해 주세요.'),
  prod_cat_id: z.number({ message: '분류를 골라 주세요.' }).int().positive('분류를 골라 주세요.'),
  corp_maker_id: z.number({ message: '제조사를 골라 주세요.' }).int().positive('제조사를 골라 주세요.'),
  cost: purchaseCost,
  /** Whether each unit is tracked by serial number (an accessory sold from a shelf is not). */
  tracks_units: z.boolean().default(true),
});
export type AdminProdCreate = z.infer<typeof adminProdCreateSchema>;

// ── terms, monthly fees and the discount ────────────────────────────────────────────────────────────────

export const adminFeeOptSchema = z.object({
  /** The subscription category's duration option. */
  subsc_cat_opt_id: int,
  months: int,
  title: z.string(),
  /** This product's monthly fee for the duration; null when the product does not offer it. */
  cost_subsc: int.nullable(),
  cost_subsc_duration: int.nullable(),
});

export const adminFeeCatSchema = z.object({
  id: int,
  title: z.string(),
  type: int,
  /** The category the storefront prices the product with. */
  is_default: z.boolean(),
  opts: z.array(adminFeeOptSchema),
});

export const adminDiscountSchema = z.object({
  id: int,
  title: z.string(),
  type_val: z.enum(['COST', 'RATE']),
  val: int,
  start_at: iso.nullable(),
  stop_at: iso.nullable(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const adminFeesSchema = z.object({
  prod_id: int,
  cats: z.array(adminFeeCatSchema),
  /** The enabled discount the storefront applies (the last one), or null. */
  discount: adminDiscountSchema.nullable(),
});
export type AdminFees = z.infer<typeof adminFeesSchema>;

/** The product's whole price list in one subscription category: durations not listed stop being offered. */
export const adminFeesBodySchema = z.object({
  subsc_cat_id: z.number({ message: '구독 유형을 골라 주세요.' }).int().positive(),
  fees: z
    .array(z.object({ subsc_cat_opt_id: int.positive(), cost_subsc: monthlyFeeSchema }), {
      message: '약정 기간별 월 렌탈료를 보내 주세요.',
    })
    .max(12, '약정 기간이 너무 많습니다.'),
});
export type AdminFeesBody = z.infer<typeof adminFeesBodySchema>;

const moment = z.iso.datetime({ offset: true, message: '날짜 형식이 올바르지 않습니다.' }).nullable();
export const adminDiscountBodySchema = z.object({
  title: text(50, '할인 이름을 입력해 주세요.'),
  type_val: z.enum(['COST', 'RATE'], { message: '할인 방식을 골라 주세요.' }),
  val: z.number({ message: DISCOUNT_WHOLE_MESSAGE }).int(DISCOUNT_WHOLE_MESSAGE).min(1, DISCOUNT_MIN_MESSAGE),
  start_at: moment.default(null),
  stop_at: moment.default(null),
});
export type AdminDiscountBody = z.infer<typeof adminDiscountBodySchema>;

// ── colours and units ───────────────────────────────────────────────────────────────────────────────────

export const adminColourSchema = z.object({
  id: int,
  title: z.string(),
  /** CSS colour (#rrggbb). */
  val: z.string().nullable(),
  /** Monthly surcharge in won. */
  cost: int,
  sort: int,
  units_total: int,
  /** On the shelf: usable and held by no order. */
  units_avail: int,
  units_held: int,
  /** Broken, scrapped, lost or otherwise out of the rental stock. */
  units_out: int,
});
export type AdminColour = z.infer<typeof adminColourSchema>;

export const adminColourBodySchema = z.object({
  title: text(30, '색상 이름을 입력해 주세요.'),
  val: z.string().regex(/^#[0-9a-fA-F]{6}$/, '색상 코드는 #RRGGBB 형식으로 입력해 주세요.'),
  cost: z
    .number({ message: '추가 요금을 입력해 주세요.' })
    .int('추가 요금은 원 단위 정수로 입력해 주세요.')
    .min(0, '추가 요금은 0원 이상이어야 합니다.')
    .max(1_000_000, '추가 요금은 100만 원 이하로 입력해 주세요.'),
  sort: sort.optional(),
});
export type AdminColourBody = z.infer<typeof adminColourBodySchema>;

export const UNIT_FILTERS = ['all', 'available', 'held', 'out'] as const;
export const adminUnitsQuerySchema = z.object({
  ...pageQueryFields(50),
  prod_opt_id: z.coerce.number().int().positive().optional(),
  filter: z.enum(UNIT_FILTERS).default('all'),
  /** Part of a serial number. */
  q: z.string().trim().max(60).optional(),
});
export type AdminUnitsQuery = z.infer<typeof adminUnitsQuerySchema>;

export const adminUnitSchema = z.object({
  id: int,
  sn: z.string(),
  prod_opt_id: int.nullable(),
  colour_title: z.string().nullable(),
  state: int,
  state_label: z.string(),
  held: z.boolean(),
  /** The rental holding the unit, when one does. */
  subsc_id: int.nullable(),
  ...timestampFields,
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

export const adminUnitsAddBodySchema = z.object({
  prod_opt_id: z.number({ message: '색상을 골라 주세요.' }).int().positive('색상을 골라 주세요.'),
  /** Serial numbers, one a line, as pasted. */
  serials: z
    .string({ message: SERIALS_EMPTY_MESSAGE })
    .max(40_000, '한 번에 붙여 넣을 수 있는 양을 넘었습니다.'),
});
export type AdminUnitsAddBody = z.infer<typeof adminUnitsAddBodySchema>;

export const adminUnitsAddedSchema = z.object({ added: int, serials: z.array(z.string()) });

export const adminUnitRetireBodySchema = z.object({
  state: z.literal(RETIRE_STATES, { message: '처리 사유를 골라 주세요.' }),
  note: optionalText(200).default(''),
});
export type AdminUnitRetireBody = z.infer<typeof adminUnitRetireBodySchema>;

// ── images ──────────────────────────────────────────────────────────────────────────────────────────────

export const adminImageSchema = z.object({
  id: int,
  url: z.string(),
  ...fileFields,
  ...pictureSizeFields,
  original_name: z.string(),
  sort: int,
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminImagesOrderBodySchema = z.object({
  ids: z.array(int.positive(), { message: '이미지 순서를 보내 주세요.' }).min(1).max(50),
});

// ── categories, makers, tags ────────────────────────────────────────────────────────────────────────────

/**
 * A code list's row as the console shows it (the server's codeListAdmin answers it): its id and title, the
 * list's own `fields`, then its order and how many products it has.
 */
const codeRowSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ id: int, title: z.string(), ...fields, sort: int, prods_count: int });

export const adminCatSchema = codeRowSchema({ slug: z.string(), visible });
export type AdminCat = z.infer<typeof adminCatSchema>;

export const adminCatBodySchema = z.object({
  title: text(30, '분류 이름을 입력해 주세요.'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, '주소용 이름은 영문 소문자, 숫자, -로 2~40자입니다.'),
  visible,
  sort,
});
export type AdminCatBody = z.infer<typeof adminCatBodySchema>;

export const adminMakerSchema = codeRowSchema({ title_en: z.string().nullable(), content: z.string() });
export type AdminMaker = z.infer<typeof adminMakerSchema>;

export const adminMakerBodySchema = z.object({
  title: text(50, '제조사 이름을 입력해 주세요.'),
  title_en: optionalText(50).default(''),
  content: optionalText(2000).default(''),
  sort,
});
export type AdminMakerBody = z.infer<typeof adminMakerBodySchema>;

export const adminTagSchema = codeRowSchema({ visible });
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagBodySchema = z.object({
  title: text(30, '태그 이름을 입력해 주세요.'),
  visible,
  sort,
});
export type AdminTagBody = z.infer<typeof adminTagBodySchema>;

// ── package parts and add-ons ───────────────────────────────────────────────────────────────────────────

export const adminConnSchema = z.object({
  prod_id: int,
  title: z.string(),
  code: z.string(),
  state: int,
  cost_subsc: int.nullable(),
});
export type AdminConn = z.infer<typeof adminConnSchema>;

export const adminConnsSchema = z.object({
  /** What is in the box (a package only). */
  parts: z.array(adminConnSchema),
  /** Accessories offered beside the product. */
  addons: z.array(adminConnSchema),
});
export type AdminConns = z.infer<typeof adminConnsSchema>;

export const adminConnsBodySchema = z.object({
  kind: z.enum(CONN_KINDS, { message: '구성품 또는 추가 상품을 골라 주세요.' }),
  /** The linked products in the order the storefront shows them. */
  prod_ids: z.array(int.positive(), { message: '상품을 골라 주세요.' }).max(CONNS_MAX, CONN_TOO_MANY_MESSAGE),
});
export type AdminConnsBody = z.infer<typeof adminConnsBodySchema>;

/** The products of a featured group or a quiz result, in the storefront's order, each once. */
const prodIdList = (max: number, tooMany: string) =>
  z
    .array(int.positive(), { message: '상품을 골라 주세요.' })
    .max(max, tooMany)
    .refine((list) => new Set(list).size === list.length, '같은 상품이 두 번 들어 있습니다.');

// ── lists with a banner: featured groups, quiz results ─────────────────────────────────────────────────

/** What a featured group and a quiz result both carry besides their own texts. */
const bannerListSchema = z.object({
  /** Its banner picture (the home screen's; a quiz result's result screen too). */
  image: z.string().nullable(),
  /** Its products in the storefront's order. */
  prods: z.array(adminConnSchema),
});
export type AdminBannerList = z.infer<typeof bannerListSchema> & { title: string };

// ── featured groups ─────────────────────────────────────────────────────────────────────────────────────

export const FEATD_PRODS_MAX = 30;

export const adminFeatdSchema = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  visible: z.boolean(),
  sort: int,
  ...bannerListSchema.shape,
});
export type AdminFeatd = z.infer<typeof adminFeatdSchema>;

export const adminFeatdBodySchema = z.object({
  title: text(50, '묶음 이름을 입력해 주세요.'),
  content: optionalText(500).default(''),
  visible,
  sort,
});
export type AdminFeatdBody = z.infer<typeof adminFeatdBodySchema>;

export const adminFeatdProdsBodySchema = z.object({
  prod_ids: prodIdList(FEATD_PRODS_MAX, `상품은 ${FEATD_PRODS_MAX}개까지 넣을 수 있습니다.`),
});

// ── quiz results ────────────────────────────────────────────────────────────────────────────────────────

export const QUIZ_RESULT_PRODS_MAX = 12;

/** A quiz result (a fav symbol): its texts and the products it recommends, in order. */
export const adminQuizResultSchema = z.object({
  id: int,
  title: z.string(),
  intro: z.string(),
  body: z.string(),
  sort: int,
  ...bannerListSchema.shape,
});
export type AdminQuizResult = z.infer<typeof adminQuizResultSchema>;

const noSlash = (schema: z.ZodString) => schema.refine((v) => !v.includes('/'), SYMBOL_SLASH_MESSAGE);
export const adminQuizResultBodySchema = z.object({
  title: text(50, '결과 이름을 입력해 주세요.'),
  intro: noSlash(text(200, '소개 문구를 입력해 주세요.')),
  body: noSlash(optionalText(2000)),
});
export type AdminQuizResultBody = z.infer<typeof adminQuizResultBodySchema>;

export const adminQuizResultProdsBodySchema = z.object({
  prod_ids: prodIdList(QUIZ_RESULT_PRODS_MAX, `추천 상품은 ${QUIZ_RESULT_PRODS_MAX}개까지 넣을 수 있습니다.`),
});

/** How much an answer counts toward each result: whole points, 0 to 10 (the quiz sums them). */
export const QUIZ_SCORE_MAX = 10;
const score = z
  .number({ message: '점수를 숫자로 입력해 주세요.' })
  .int('점수는 정수로 입력해 주세요.')
  .min(0, '점수는 0 이상이어야 합니다.')
  .max(QUIZ_SCORE_MAX, `점수는 ${QUIZ_SCORE_MAX} 이하로 입력해 주세요.`);
const answerScores = z.array(z.object({ fav_symbol_id: int, score })).max(50);

/** A quiz question with its answers and what each answer scores toward each result. */
export const adminQuizQuestionSchema = z.object({
  id: int,
  title: z.string(),
  visible: z.boolean(),
  sort: int,
  answers: z.array(z.object({ id: int, title: z.string(), scores: answerScores })),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestionSchema>;

/** PUT catalogue/quiz/questions/{id}: the question's text and visibility, its answers' texts and scores. */
export const adminQuizQuestionBodySchema = z.object({
  title: text(100, '질문을 입력해 주세요.'),
  visible,
  answers: z
    .array(
      z.object({
        id: int.positive(),
        title: text(50, '답을 입력해 주세요.'),
        scores: answerScores,
      }),
    )
    .min(1, '답이 하나 이상 있어야 합니다.')
    .max(20),
});
export type AdminQuizQuestionBody = z.infer<typeof adminQuizQuestionBodySchema>;
