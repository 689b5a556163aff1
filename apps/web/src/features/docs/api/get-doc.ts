import type { Doc } from '@shop/domain/api/docs';
import { recordScreenQuery } from '../../../shared/api/record-screen-query';

/** GET docs/{id}; an unknown id answers 404. */
export const useDoc = recordScreenQuery<Doc>('docs');
