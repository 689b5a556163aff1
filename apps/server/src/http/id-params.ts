import { z } from 'zod';
import { rowId } from './row-id-params';

/** The path of a route about one row, `/…/:id`: a positive whole number that fits the tables' integer ids. */
export const idParams = z.object({ id: rowId });
