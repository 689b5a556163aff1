import type { RecordKind } from '../api/record-kind';

/** The round a rental's charge at its end is billed as (a penalty or a loss charge): its invoice is /0. */
export const FINAL_ROUND = 0;

/** The records a rental's end may leave to charge: a termination's penalty, a 분실 해지's loss charge. */
export const FINAL_CHARGE_KINDS = ['penalty', 'loss'] as const satisfies readonly RecordKind[];
export type FinalChargeKind = (typeof FINAL_CHARGE_KINDS)[number];

/** A record's kind and round, as every view of it has them. */
export type RecordRef = { kind: RecordKind; round: number };

/**
 * What the shop calls the charge at a rental's end, the same noun everywhere (the 분실 해지 messages say
 * 분실 변상금): a termination's penalty is 해지 위약금, the loss charge 분실 변상금, never 위약금.
 */
export const FINAL_CHARGE_TITLE: Record<FinalChargeKind, string> = {
  penalty: '해지 위약금',
  loss: '분실 변상금',
};

/** Its short form where several are joined (7회차 + 위약금): a penalty is 위약금. */
const FINAL_CHARGE_SHORT: Record<FinalChargeKind, string> = { penalty: '위약금', loss: '분실 변상금' };

/** A record as a line of the overdue section, the console's timeline or an invoice: 5회차, 해지 위약금, 분실 변상금. */
export function recordTitle(record: RecordRef): string {
  return record.kind === 'round' ? `${record.round}회차` : FINAL_CHARGE_TITLE[record.kind];
}

/** A record in a charge's title or its invoice's links: 5회차, 위약금, 분실 변상금. */
export function recordShortTitle(record: RecordRef): string {
  return record.kind === 'round' ? `${record.round}회차` : FINAL_CHARGE_SHORT[record.kind];
}

/** An invoice's heading: 렌탈료 청구서 for a round, 해지 위약금 청구서, 분실 변상금 청구서. */
export function invoiceTitle(kind: RecordKind): string {
  return kind === 'round' ? '렌탈료 청구서' : `${FINAL_CHARGE_TITLE[kind]} 청구서`;
}

/** The invoice's line of what is billed: 월 렌탈료 for a round, or the charge's own name. */
export function invoiceChargeLine(kind: RecordKind): string {
  return kind === 'round' ? '월 렌탈료' : FINAL_CHARGE_TITLE[kind];
}

/** The monthly rounds among some records, each once, in order. */
export function roundsAmong(records: readonly RecordRef[]): number[] {
  return [...new Set(records.filter((r) => r.kind === 'round').map((r) => r.round))].sort((a, b) => a - b);
}

/** What a charge paid, as the billing history and the invoice write it: 6·7회차, 7회차 + 위약금, 분실 변상금. */
export function paidForLabel(records: readonly RecordRef[]): string {
  const rounds = roundsAmong(records);
  const parts = rounds.length > 0 ? [`${rounds.join('·')}회차`] : [];
  for (const kind of FINAL_CHARGE_KINDS) {
    if (records.some((r) => r.kind === kind)) parts.push(FINAL_CHARGE_SHORT[kind]);
  }
  return parts.join(' + ');
}

/** The record a round of /subscs/{id}/invoices/{round} names: a monthly round, or (0) the charge at the end. */
export function recordOfRound<R extends RecordRef>(records: readonly R[], round: number): R | undefined {
  return records.find((r) => r.round === round && (r.kind === 'round') === (round !== FINAL_ROUND));
}
