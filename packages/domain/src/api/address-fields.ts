import { z } from 'zod';

/**
 * An address-book entry's address as the answers show it (the customer's own, or masked in the console):
 * who is there, their phone, the road address and its detail. Spread into the answer's schema.
 */
export const addressFields = {
  name: z.string(),
  tel: z.string(),
  addr: z.string(),
  addr_desc: z.string(),
};
