import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema';

export type AuditEntry = {
  staffId: number;
  /** What was done, as `area.verb` (rental.completeInstall, prod.update, staff.disable, customer.reveal …). */
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Writes one audit row. Call it with the transaction of the write it describes, so a write and its audit
 * row commit or fail together.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
