import { z } from 'zod';

/**
 * GET postcodes (ours: the documents' postcode search runs in the browser through the Kakao widget; with the
 * bundled sample addresses the server answers the search itself) and GET postcodes/provider, which tells
 * the web app which of the two to use.
 */

export const postcodeProviderSchema = z.object({
  provider: z.enum(['sample', 'kakao']),
  /** The widget script the browser loads for `kakao`; null for `sample`. */
  script_url: z.string().nullable(),
});
export type PostcodeProviderView = z.infer<typeof postcodeProviderSchema>;

export const postcodeQuerySchema = z.object({ query: z.string().trim().max(100).default('') });

/** One address of the search: the five-digit zip (addr_code) and the road address (addr). */
export const postcodeAddressSchema = z.object({
  addr_code: z.string(),
  addr: z.string(),
  /** The lot-number address, as the Kakao widget also gives it. */
  addr_jibun: z.string(),
  /** Whether the address lies where we install (address prefix and zip range). */
  installable: z.boolean(),
});
export type PostcodeAddress = z.infer<typeof postcodeAddressSchema>;
