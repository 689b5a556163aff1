import { z } from 'zod';
import { rowIdParams } from '../http/row-id-params';

/**
 * The path of a staff move, `/…/:id/moves/:name`: the row's id and the name of a move its machine has
 * (`transitions`, keyed by move name); any other name is a 400 before the handler runs.
 */
export const moveParams = <Name extends string>(transitions: Record<Name, unknown>) =>
  rowIdParams.extend({ name: z.enum(Object.keys(transitions) as [Name, ...Name[]]) });
