import type { Forum } from '@shop/domain/api/forums';
import { recordScreenQuery } from '../../../shared/api/record-screen-query';

/** GET forums/{id}: one notice; an unknown id answers 404. */
export const useForum = recordScreenQuery<Forum>('forums');
