import { ROW_ID_MAX } from '@shop/domain/validation/record-id';
import { z } from 'zod';

/** A row id in a path: a positive whole number that fits the tables' integer ids. */
export const rowId = z.coerce.number().int().positive().max(ROW_ID_MAX);

/** The path of a console route about one row: `/…/:id`. */
export const rowIdParams = z.object({ id: rowId });
