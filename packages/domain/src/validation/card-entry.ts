// Bounds of the (not yet wired) card entry form, rental-lifecycle section 5.
export const CARD_NUMBER_MAX = 16;
export const CARD_EXPIRY_MAX = 4;
export const CARD_CVC_MAX = 3;
export const CARD_PASSWORD_PREFIX_MAX = 2;

/** Card numbers and their parts are digits only, cut to their maximum length. */
export function cardDigits(input: string, max: number): string {
  return input.replace(/[^0-9]/g, '').slice(0, max);
}

/** Expiry as MMYY with a real month. */
export function isValidCardExpiry(mmyy: string): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy);
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 12;
}
