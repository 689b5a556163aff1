/**
 * The only form of a card number we keep: the first four and last four digits, the rest hidden, in groups of
 * four (`4242-****-****-4242`). A number the provider already masked (`536648******1234`) comes out the same
 * way. Anything shorter than 8 characters is hidden whole.
 */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/[^0-9*]/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  const hidden = digits.slice(0, 4) + '*'.repeat(digits.length - 8) + digits.slice(-4);
  return hidden.match(/.{1,4}/g)!.join('-');
}

/** The Luhn check every real card number passes. */
export function passesLuhn(input: string): boolean {
  const digits = input.replace(/[^0-9]/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      // Stryker disable next-line EqualityOperator: d is a doubled digit, always even, so it is never 9 and `>= 9` equals `> 9`
      if (d > 9) d -= 9;
    }
    // Stryker disable next-line AssignmentOperator: with `-=` the sum is negated, and -s % 10 is (-)0 exactly when s % 10 is 0
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a MMYY expiry is this month or later (`now` on the calendar the caller chooses). */
export function isCardExpiryCurrent(mmyy: string, now: { year: number; month: number }): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.year || (year === now.year && month >= now.month);
}
