import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prods } from '../../db/schema';
import { type AuditEntry, recordAudit } from '../audit/audit';

type ProdChange = Pick<AuditEntry, 'staffId' | 'action' | 'before' | 'after'> & { prodId: number };

/** A change to a product's parts (discount, pictures, connected products) marks the product changed, audited. */
export async function recordProdChange(tx: Db, now: Date, { prodId, ...change }: ProdChange): Promise<void> {
  await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, prodId));
  await recordAudit(tx, { ...change, targetType: 'prod', targetId: prodId });
}
