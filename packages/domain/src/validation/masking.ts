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
