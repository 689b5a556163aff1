import type { AttRow } from '@shop/domain/api/files';
import { recordScreenQuery } from '../../../shared/api/record-screen-query';

/** GET atts/{id}; an unknown id answers 404. */
export const useAtt = recordScreenQuery<AttRow>('atts');
