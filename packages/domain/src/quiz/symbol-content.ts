/**
 * A result symbol's `content` is an intro and a body separated by a slash (storefront-and-account.md 2.8);
 * the home banner shows it with the slash removed (2.7).
 */

export type SymbolContent = { intro: string; body: string };

/** Splits at the first slash; content without a slash is all intro. */
export function splitSymbolContent(content: string): SymbolContent {
  const at = content.indexOf('/');
  if (at < 0) return { intro: content.trim(), body: '' };
  return { intro: content.slice(0, at).trim(), body: content.slice(at + 1).trim() };
}

/** The content as one text: every slash removed, the parts it separated joined by one space. */
export function symbolContentText(content: string): string {
  return content
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export const SYMBOL_SLASH_MESSAGE = '빗금(/)은 쓸 수 없습니다. 소개와 본문을 나누는 데 쓰입니다.';

/** The stored content of an intro and a body (neither may hold a slash: it is the separator). */
export const joinSymbolContent = ({ intro, body }: SymbolContent): string =>
  body ? `${intro.trim()}/${body.trim()}` : intro.trim();
