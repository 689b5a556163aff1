import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * A body checked with a schema chosen in the handler (a move's own form): its parsed value, or a Korean 400
 * with the first issue's message, naming each field that failed.
 */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw badRequest(parsed.error.issues[0]?.message ?? '입력 내용을 확인해 주세요.', errors);
}
