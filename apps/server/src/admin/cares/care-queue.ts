import type { CareQueueQuery, CareRow } from '@shop/domain/api/admin/cares';
import { careQueueStates } from '@shop/domain/care/care-queue-groups';
import { careStaffLabel } from '@shop/domain/care/care-staff-labels';
import { maskName } from '@shop/domain/validation/masking';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { readPage } from '../../db/read-page';
import { careQuotes, cares, users } from '../../db/schema';
import { nameOrEmailContains } from '../../db/search';

type CareDbRow = typeof cares.$inferSelect;

export const CARE_NOT_FOUND = 'AS 정보를 찾을 수 없습니다.';

/** A request's row, locked for the rest of the transaction (staff writes to it go one at a time), or 404. */
export const lockedCare = (tx: Db, id: number): Promise<CareDbRow> =>
  foundRow(tx.select().from(cares).where(eq(cares.id, id)), true, CARE_NOT_FOUND);

export function careRowView(care: CareDbRow, name: string, quoteAmount: number | null): CareRow {
  return {
    id: care.id,
    state: care.state,
    label: careStaffLabel(care.state),
    title: care.title,
    customer_id: care.userId,
    // Masked like every console list of customers; the customer's page reveals it with a reason.
    customer_name: maskName(name),
    rental_id: care.careableId,
    quote_amount: quoteAmount,
    spot_set_at: care.spotSetAt?.toISOString() ?? null,
    created_at: care.createdAt.toISOString(),
    updated_at: care.updatedAt.toISOString(),
  };
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^#?\d{1,9}$/.test(q)) return eq(cares.id, Number(q.replace('#', '')));
  return nameOrEmailContains(q);
}

/**
 * The AS queue: a tab (what staff must move, what waits on the customer, what is over), a state and a
 * search by AS number or the customer's name or e-mail. Open tabs read as a queue, oldest first.
 */
export async function careQueue(db: Db, q: CareQueueQuery) {
  const where = and(
    inArray(cares.state, careQueueStates(q.group)),
    q.state !== undefined ? eq(cares.state, q.state) : undefined,
    searchCondition(q.q),
  );
  const queue = q.group === 'staff' || q.group === 'customer';
  const { rows, total } = await readPage(
    db
      .select({ care: cares, name: users.name, amount: careQuotes.amount })
      .from(cares)
      .innerJoin(users, eq(users.id, cares.userId))
      .leftJoin(careQuotes, eq(careQuotes.careId, cares.id))
      .where(where)
      .orderBy(queue ? asc(cares.id) : desc(cares.id))
      .$dynamic(),
    db.select({ n: count() }).from(cares).innerJoin(users, eq(users.id, cares.userId)).where(where),
    q,
  );
  return { rows: rows.map((r) => careRowView(r.care, r.name, r.amount)), total: total };
}
