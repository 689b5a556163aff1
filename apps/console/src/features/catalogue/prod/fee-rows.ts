import type { AdminFees } from '@shop/domain/api/admin/catalogue';
import { monthlyFeeSchema } from '@shop/domain/catalog/monthly-fee-admin';
import { won } from '../../../shared/format';

type Cat = AdminFees['cats'][number];

/** One duration as the fee table edits it: offered or not, and the fee as typed. */
export type FeeRow = { optId: number; months: number; offered: boolean; fee: string; was: number | null };

export const feeRowsOf = (cat: Cat): FeeRow[] =>
  cat.opts.map((o) => ({
    optId: o.subsc_cat_opt_id,
    months: o.months,
    offered: o.cost_subsc !== null,
    fee: o.cost_subsc === null ? '' : String(o.cost_subsc),
    was: o.cost_subsc,
  }));

/** The typed fee checked with the server's rule; the message is the rule's own. */
export function feeProblem(row: FeeRow): string | null {
  if (!row.offered) return null;
  const parsed = monthlyFeeSchema.safeParse(row.fee.trim() === '' ? Number.NaN : Number(row.fee));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '월 렌탈료를 확인해 주세요.');
}

/** What the confirmation lists: each duration whose offer or fee moves, in words. */
export function feeChanges(rows: FeeRow[]): string[] {
  return rows.flatMap((r) => {
    const fee = Number(r.fee);
    if (!r.offered) return r.was === null ? [] : [`${r.months}개월: 제공 중지 (지금 ${won(r.was)})`];
    if (r.was === null) return [`${r.months}개월: 새로 제공, 월 ${won(fee)}`];
    return fee === r.was ? [] : [`${r.months}개월: 월 ${won(r.was)} → ${won(fee)}`];
  });
}
