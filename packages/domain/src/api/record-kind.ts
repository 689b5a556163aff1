import { z } from 'zod';

/** What a rental's record bills: a monthly round, or a termination's penalty (round 0). */
export const recordKindSchema = z.enum(['round', 'penalty']);
