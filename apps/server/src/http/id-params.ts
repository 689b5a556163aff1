import { z } from 'zod';

/** The path of a route about one row, `/…/:id`: a positive whole number (the console's routes use rowIdParams). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
