// biome-ignore lint/style/noRestrictedImports: the one place the resolver is wrapped
import { zodResolver } from '@hookform/resolvers/zod';
import { applyKoreanZodMessages } from '@shop/domain/validation/korean-zod-messages';
import type { z } from 'zod';

/*
 * Where the web app checks a customer's input with zod, it does so through these, which give zod the shop's
 * Korean messages first. Not in main.tsx: zod's core would then be in every page's first load, and only the
 * address forms check input with zod (decision 028). Setting them again is an assignment, so each call does.
 */

/** react-hook-form's resolver for a schema (`zodResolver`, with its own types), with zod's messages in Korean. */
export const koreanZodResolver = ((...args: Parameters<typeof zodResolver>) => {
  applyKoreanZodMessages();
  return zodResolver(...args);
}) as typeof zodResolver;

/** `schema.safeParse(value)`, with zod's messages in Korean. */
export function checkInKorean<S extends z.ZodType>(schema: S, value: unknown): ReturnType<S['safeParse']> {
  applyKoreanZodMessages();
  return schema.safeParse(value) as ReturnType<S['safeParse']>;
}
