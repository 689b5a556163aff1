/**
 * Serial numbers of physical units, as staff paste them: one per line. A serial names one box in the
 * warehouse, so it is unique across every product, and a batch with a repeat is refused whole.
 */
export const SERIAL_MAX_LENGTH = 60;
export const SERIALS_PER_BATCH_MAX = 500;
const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const SERIALS_EMPTY_MESSAGE = '시리얼 번호를 한 줄에 하나씩 입력해 주세요.';
export const SERIALS_TOO_MANY_MESSAGE = `한 번에 ${SERIALS_PER_BATCH_MAX}개까지 등록할 수 있습니다.`;

/** The lines of a pasted list, trimmed, blank lines dropped, in their order. */
export function parseSerialLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Serials that are not made of letters, digits and . _ / - (or are too long), in their order. */
export function malformedSerials(serials: readonly string[]): string[] {
  return serials.filter((sn) => sn.length > SERIAL_MAX_LENGTH || !SERIAL.test(sn));
}

/** Serials written more than once in the list, each named once, in the order they first repeat. */
export function repeatedSerials(serials: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sn of serials) {
    if (seen.has(sn)) repeated.add(sn);
    seen.add(sn);
  }
  return [...repeated];
}

/** Long lists are cut: the message names the first few and counts the rest. */
function named(serials: readonly string[]): string {
  const shown = serials.slice(0, 10).join(', ');
  return serials.length > 10 ? `${shown} 외 ${serials.length - 10}개` : shown;
}

export const malformedSerialsMessage = (serials: readonly string[]) =>
  `시리얼 번호는 영문, 숫자와 . _ / - 로 ${SERIAL_MAX_LENGTH}자 이내여야 합니다: ${named(serials)}`;
export const repeatedSerialsMessage = (serials: readonly string[]) =>
  `입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: ${named(serials)}`;
export const existingSerialsMessage = (serials: readonly string[]) =>
  `이미 등록된 시리얼 번호입니다: ${named(serials)}`;

/** The first reason a pasted list cannot be stored as it is, or null when it can (the database still checks). */
export function serialsProblem(serials: readonly string[]): string | null {
  if (serials.length === 0) return SERIALS_EMPTY_MESSAGE;
  if (serials.length > SERIALS_PER_BATCH_MAX) return SERIALS_TOO_MANY_MESSAGE;
  const malformed = malformedSerials(serials);
  if (malformed.length > 0) return malformedSerialsMessage(malformed);
  const repeated = repeatedSerials(serials);
  if (repeated.length > 0) return repeatedSerialsMessage(repeated);
  return null;
}
