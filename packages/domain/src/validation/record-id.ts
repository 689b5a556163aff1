/** The largest id the tables' integer id columns hold (PostgreSQL integer): a larger one names no row. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A record id as addresses and query strings carry it (`/forums/200/17`, `?corp_id=2`): a positive whole
 * number written plainly (no sign, no leading zero, no decimals). Anything else is no id at all.
 */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}
