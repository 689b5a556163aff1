import { z } from 'zod';
import { MORPH_TYPE } from '../codes/morph-type';
import { attSchema, makerSchema } from './catalog';
import { int, morphFields } from './fields';
import { downloadFields } from './files';

/** Request and response shapes of the document calls (storefront-and-account.md 2.11 and 7). */

/** A file attached to a document: the attachment's id and address, and its file as a download. */
export const attachableSchema = attSchema.pick({ id: true, url: true }).extend(downloadFields);
export type Attachable = z.infer<typeof attachableSchema>;

/** The product a manual belongs to. */
export const docableProdSchema = z.object({
  id: int,
  title: z.string(),
  code: z.string(),
  corp_maker: makerSchema.nullable(),
  prod_cat_id: int.nullable(),
  atts: z.array(attSchema),
});

export const docSchema = z.object({
  id: int,
  slug: z.string().nullable(),
  title: z.string(),
  type: int,
  /** Sanitised HTML. */
  content: z.string(),
  ...morphFields('docable', int.nullable()),
  docable: docableProdSchema.nullable(),
  attachables: z.array(attachableSchema),
});
export type Doc = z.infer<typeof docSchema>;

const positiveId = z.coerce.number().int().positive();

export const docsQuerySchema = z.object({
  /** Comma-separated slugs. */
  slugs: z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .optional(),
  slug: z.string().min(1).max(200).optional(),
  type: z.coerce.number().int().optional(),
  /** `product` or its morph id 800. */
  docable_type: z
    .enum(['product', 'prod', '800'])
    .transform(() => MORPH_TYPE.PROD)
    .optional(),
  prod_corp_maker_id: positiveId.optional(),
  prod_prod_cat_id: positiveId.optional(),
  prod_id: positiveId.optional(),
  /** Searches the document title, the product title and the product code. */
  query: z.string().trim().max(100).optional(),
});
export type DocsQuery = z.infer<typeof docsQuerySchema>;
