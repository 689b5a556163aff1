import { MESSAGE_PREVIEW } from '@shop/domain/limits/durations';

/** The first 20 characters of a message (whole characters, not UTF-16 halves). */
export function messagePreview(content: string): string {
  return Array.from(content).slice(0, MESSAGE_PREVIEW).join('');
}
