import { z } from 'zod';

/**
 * What a rental's record bills: a monthly round, a termination's penalty, or the loss charge of a rental
 * whose units were lost (분실 해지). The last two are billed once, as round 0.
 */
export const recordKindSchema = z.enum(['round', 'penalty', 'loss']);
export type RecordKind = z.infer<typeof recordKindSchema>;
