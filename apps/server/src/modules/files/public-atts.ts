import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { inArray } from 'drizzle-orm';
import { atts } from '../../db/schema';

/**
 * The attachments anyone may list and download: the catalogue's and the content's. A customer's own files
 * (AS photos and documents) are served only to their owner by the cares module.
 */
export const PUBLIC_ATTACHABLE_TYPES = [
  MORPH_TYPE.PROD,
  MORPH_TYPE.PROD_OPT,
  MORPH_TYPE.PROD_CAT,
  MORPH_TYPE.CORP,
  MORPH_TYPE.DOC,
  MORPH_TYPE.FEATD,
  MORPH_TYPE.FAV,
  MORPH_TYPE.FAV_SYMBOL,
  MORPH_TYPE.SUBSC_CAT,
  MORPH_TYPE.CONTENT,
];

export const isPublicAtt = inArray(atts.attachableType, PUBLIC_ATTACHABLE_TYPES);
