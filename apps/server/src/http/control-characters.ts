import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const CONTROL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자가 있습니다.';

// C0 controls but tab, line feed and carriage return (a textarea may send those), and DEL; and the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a stored name or note read
// differently from what it holds (a worker's name in a rental's timeline, an order's memo in the console).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** The path of the first string holding a control character, or null. */
export function controlCharacterAt(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? at || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, at ? `${at}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  // Parsed text only: a multipart file, a stream or a buffer is not text a person typed.
  if (
    value &&
    typeof value === 'object' &&
    !ArrayBuffer.isView(value) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  ) {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses, before any handler or database sees it, a JSON body or query string with a control character
 * (a NUL in a string is a 500 in PostgreSQL's text columns otherwise): a Korean 400 naming the field.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = controlCharacterAt(request.query) ?? controlCharacterAt(request.body);
    if (field) throw badRequest(CONTROL_CHARACTER_MESSAGE, { [field]: [CONTROL_CHARACTER_MESSAGE] });
  });
}
