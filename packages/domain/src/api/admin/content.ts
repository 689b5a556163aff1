import { z } from 'zod';
import { FORUM_TYPE } from '../../codes/forum-type';
import { formatNumber } from '../../format/money';
import { int, iso } from '../fields';
import { pageQueryFields, searchText } from './page-query';

/** Shapes of the console's content calls: FAQ and notices, documents and their versions. */

/** The title a FAQ, a notice, a document version or a manual is given. */
const titleText = z
  .string()
  .trim()
  .min(1, '제목을 입력해 주세요.')
  .max(200, '제목은 200자 이내로 입력해 주세요.');
const forumType = z.union([z.literal(FORUM_TYPE.FAQ), z.literal(FORUM_TYPE.NOTICE)]);

export const forumListQuerySchema = z.object({
  type: z.coerce.number().pipe(forumType),
  q: searchText,
  ...pageQueryFields(),
});

export const forumRowSchema = z.object({
  id: int,
  type: int,
  title: z.string(),
  content: z.string(),
  visible: z.boolean(),
  sort: int,
  created_at: iso,
});
export type ForumRow = z.infer<typeof forumRowSchema>;

export const forumBodySchema = z.object({
  type: forumType,
  title: titleText,
  content: z
    .string()
    .trim()
    .min(1, '내용을 입력해 주세요.')
    .max(20_000, '내용은 20,000자 이내로 입력해 주세요.'),
  visible: z.boolean(),
  sort: int.min(0).max(9999).default(0),
});
export type ForumBody = z.infer<typeof forumBodySchema>;
export const forumPatchSchema = forumBodySchema.omit({ type: true }).partial();

export const docRowSchema = z.object({
  id: int,
  type: int,
  slug: z.string().nullable(),
  title: z.string(),
  version: int,
  updated_at: iso,
});
export type DocRow = z.infer<typeof docRowSchema>;

export const docVersionSchema = z.object({
  id: int,
  version: int,
  title: z.string(),
  content: z.string(),
  staff_name: z.string().nullable(),
  consents: int,
  created_at: iso,
});
export type DocVersion = z.infer<typeof docVersionSchema>;

export const docDetailSchema = docRowSchema.extend({
  content: z.string(),
  versions: z.array(docVersionSchema),
});
export type DocDetail = z.infer<typeof docDetailSchema>;

export const docPublishBodySchema = z.object({
  title: titleText,
  content: z.string().trim().min(1, '내용을 입력해 주세요.').max(200_000, '내용이 너무 깁니다.'),
});

/** A product manual (a document of type 801 for a product) with its PDF, as the console lists it. */
export const manualRowSchema = z.object({
  id: int,
  title: z.string(),
  prod_id: int,
  prod_title: z.string(),
  visible: z.boolean(),
  file: z.object({ name: z.string(), size: int, url: z.string() }).nullable(),
  created_at: iso,
});
export type ManualRow = z.infer<typeof manualRowSchema>;

/** POST content/manuals (multipart): the fields beside the PDF (`file`). */
export const manualFieldsSchema = z.object({
  prod_id: z.coerce.number().int().positive('상품을 골라 주세요.'),
  title: titleText,
});

export const manualPatchSchema = z.object({ visible: z.boolean() });

/** Manuals are PDFs of at most this size. */
export const MANUAL_MAX_BYTES = 30 * 1024 * 1024;
export const MANUAL_SIZE_MESSAGE = '30MB 이하의 PDF만 올릴 수 있습니다.';
export const MANUAL_TYPE_MESSAGE = 'PDF 파일만 올릴 수 있습니다.';

/** A promotion (광고) message to every customer who agreed to advertising (console 콘텐츠 → 광고 메시지). */
export const PROMOTION_TITLE_MAX = 40;
export const PROMOTION_CONTENT_MAX = 1000;
export const PROMOTION_ALREADY_SENT_MESSAGE = '이미 보낸 광고 메시지입니다.';

export const promotionFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(PROMOTION_TITLE_MAX, `제목은 ${PROMOTION_TITLE_MAX}자 이내로 입력해 주세요.`),
  content: z
    .string()
    .trim()
    .min(1, '내용을 입력해 주세요.')
    .max(PROMOTION_CONTENT_MAX, `내용은 ${formatNumber(PROMOTION_CONTENT_MAX)}자 이내로 입력해 주세요.`),
});

/** `campaign_id` is made when the form opens: the same send twice (a double click, a retry) goes once. */
export const promotionBodySchema = promotionFieldsSchema.extend({
  campaign_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, '요청 번호가 올바르지 않습니다.'),
});
export type PromotionBody = z.infer<typeof promotionBodySchema>;

/** Who it would reach now, and the text exactly as customers get it. */
export const promotionPreviewSchema = z.object({
  consenting: int,
  night_consenting: int,
  /** Between 21:00 and 08:00 Seoul: those without the night consent get it at `held_until`. */
  night: z.boolean(),
  held_until: z.string().nullable(),
  title: z.string(),
  content: z.string(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

export const promotionResultSchema = z.object({ queued: int, held: int });
export type PromotionResult = z.infer<typeof promotionResultSchema>;
