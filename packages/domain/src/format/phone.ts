/** Digit groups of a Korean number: Seoul 02, the 15xx/16xx/18xx representative numbers, others 3-3/4-4. */
function groupsOf(digits: string): number[] {
  if (digits.startsWith('02')) return digits.length < 10 ? [2, 3, 4] : [2, 4, 4];
  if (/^1[5-9]/.test(digits)) return [4, 4];
  return digits.length === 10 ? [3, 3, 4] : [3, 4, 4];
}

/**
 * 01098765432 → 010-9876-5432, as Korean shops write a number; also while it is being typed (0109 → 010-9),
 * so an input can show it formatted. Anything but digits is dropped first; the last group takes any extra.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const parts: string[] = [];
  let start = 0;
  const sizes = groupsOf(digits);
  sizes.forEach((size, index) => {
    const end = index === sizes.length - 1 ? digits.length : start + size;
    const part = digits.slice(start, end);
    if (part) parts.push(part);
    start = end;
  });
  return parts.join('-');
}
