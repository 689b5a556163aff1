import type { AdminTagBody } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { TAG_STATE } from '@shop/domain/codes/tag-state';
import { eq } from 'drizzle-orm';
import { tags, tagTaggables } from '../../db/schema';
import { codeListAdmin } from './code-list-admin';
import { prodCountsBy } from './code-list-prod-counts';

/** Tags with how many products carry them; a hidden tag leaves the storefront's tag list and product pages. */
export const tagsAdmin = codeListAdmin({
  table: tags,
  fields: (row) => ({ visible: row.state === TAG_STATE.ENABLE }),
  columns: (body: AdminTagBody) => ({ state: body.visible ? TAG_STATE.ENABLE : TAG_STATE.DISABLE }),
  ...prodCountsBy(tagTaggables, tagTaggables.tagId, eq(tagTaggables.taggableType, MORPH_TYPE.PROD)),
  audit: { area: 'tag', targetType: 'tag' },
  notFoundMessage: '태그를 찾을 수 없습니다.',
});
