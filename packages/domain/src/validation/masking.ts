const MASK = '*';

function maskAt(chars: string[], masked: (index: number) => boolean): string {
  return chars.map((char, i) => (masked(i) ? MASK : char)).join('');
}

/** Hides the two characters before the at-sign and the three after it: abcd**@***il.com. */
export function maskEmail(email: string): string {
  const chars = Array.from(email);
  const at = chars.indexOf('@');
  if (at < 0) return email;
  return maskAt(chars, (i) => (i >= at - 2 && i < at) || (i > at && i <= at + 3));
}

/** Masks the 4th to 7th characters: 010****5678. */
export function maskMobile(mobile: string): string {
  return maskAt(Array.from(mobile), (i) => i >= 3 && i < 7);
}

/** Keeps a name's first and last characters: 김*리, 남**수; a two-character name keeps the first: 김*. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: the general case below gives the same for 0 or 1 characters
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}${MASK}`;
  return maskAt(chars, (i) => i > 0 && i < chars.length - 1);
}

/** The detail of an address (building, floor, unit) says where a person lives: it is hidden whole. */
export const maskAddressDetail = (detail: string): string => (detail.trim() ? '***' : '');
