import type { TimelineEntry } from '@shop/domain/api/admin/rentals';
import { recordTitle } from '@shop/domain/billing/record-label';
import { CARE_STATE_LABEL, type CareState } from '@shop/domain/codes/care-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE_LABEL, type RecordState } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { formatDate } from '@shop/domain/format/date';
import { deliverySummary } from '@shop/domain/notifications/delivery-state';
import { orderNumber } from '@shop/domain/rental/order-number';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import {
  careHistories,
  cares,
  noticeMsgs,
  noticeMsgUsers,
  recordSubscs,
  ships,
  subscHistories,
  type subscs,
} from '../../db/schema';
import { shipsOfRental } from '../../modules/rentals/ship-conditions';
import { PICKUP_SHIP_TYPES } from '../../modules/rentals/ship-types';
import type { RentalPaymentRow } from './rental-payments';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

const SHIP_STATE_TITLE: Record<number, string> = {
  [SHIP_STATE.NONE]: '접수',
  [SHIP_STATE.RESERVATION]: '예약',
  [SHIP_STATE.CANCEL]: '취소',
  [SHIP_STATE.PROGRESS]: '진행중',
  [SHIP_STATE.DONE]: '완료',
};

/**
 * A message about this rental, by the variables it was written with: a rental message names the rental
 * (렌탈번호), the order-complete message lists its orders' numbers (주문번호, comma-separated), an AS message
 * the request (접수번호). Not the customer's messages about their other rentals.
 */
function aboutRental(rentalId: number) {
  const careIds = sql`(select ${cares.id}::text from ${cares}
    where ${cares.careableType} = ${MORPH_TYPE.SUBSC} and ${cares.careableId} = ${rentalId})`;
  return or(
    sql`${noticeMsgs.variables} ->> '렌탈번호' = ${String(rentalId)}`,
    sql`${orderNumber(rentalId)} = any(string_to_array(${noticeMsgs.variables} ->> '주문번호', ', '))`,
    sql`${noticeMsgs.variables} ->> '접수번호' in ${careIds}`,
  );
}

/**
 * Everything that happened to a rental, oldest first: its state history, what it owed, the charges and
 * refunds, deliveries and pickups, AS requests and the messages its customer was sent about it.
 */
export async function rentalTimeline(
  db: Db,
  rental: typeof subscs.$inferSelect,
  payments: RentalPaymentRow[],
): Promise<TimelineEntry[]> {
  const [histories, records, shipRows, careRows, messages] = await Promise.all([
    db.select().from(subscHistories).where(eq(subscHistories.subscId, rental.id)),
    db.select().from(recordSubscs).where(eq(recordSubscs.subscId, rental.id)),
    db.select().from(ships).where(shipsOfRental(rental.id)),
    db
      .select()
      .from(cares)
      .where(morphPointsAt(cares, 'careable', MORPH_TYPE.SUBSC, rental.id)),
    db
      .select({ msg: noticeMsgs })
      .from(noticeMsgUsers)
      .innerJoin(noticeMsgs, eq(noticeMsgs.id, noticeMsgUsers.noticeMsgId))
      .where(
        and(
          eq(noticeMsgUsers.userId, rental.userId),
          gte(noticeMsgs.createdAt, rental.createdAt),
          aboutRental(rental.id),
        ),
      )
      .orderBy(asc(noticeMsgs.id))
      .limit(200),
  ]);
  const careSteps = careRows.length
    ? await db
        .select()
        .from(careHistories)
        .where(
          inArray(
            careHistories.careId,
            careRows.map((c) => c.id),
          ),
        )
    : [];

  const entries: TimelineEntry[] = [
    ...histories.map((h) => ({
      at: h.createdAt.toISOString(),
      kind: 'history' as const,
      title: h.note || '상태 변경',
      detail: '',
    })),
    ...records.map((r) => ({
      at: (r.dueAt ?? r.createdAt).toISOString(),
      kind: 'record' as const,
      title: `${recordTitle(r)} 청구`,
      detail: `${won(r.cost)} · ${RECORD_STATE_LABEL[r.state as RecordState] ?? r.state}`,
    })),
    ...payments.flatMap((p) => [
      {
        at: (p.paidAt ?? p.createdAt).toISOString(),
        kind: 'payment' as const,
        title: p.title || '결제',
        detail: `${won(p.cost)} · ${p.stateLabel}`,
      },
      ...p.refunds.map((r) => ({
        at: (r.doneAt ?? r.createdAt).toISOString(),
        kind: 'refund' as const,
        title: `환불 ${won(r.amount)}`,
        detail: `${r.reason} · ${r.doneAt ? '환불 완료' : '환불 진행중'}`,
      })),
    ]),
    ...shipRows.map((s) => {
      // A delivery's day is the installation (spot_set_at), a pickup's the collection (spot_out_at): each a
      // Seoul calendar day stored as its midnight, so read in Seoul, not in UTC (the day before).
      const pickup = PICKUP_SHIP_TYPES.includes(s.type);
      const day = pickup ? s.spotOutAt : s.spotSetAt;
      return {
        at: s.createdAt.toISOString(),
        kind: 'ship' as const,
        title: pickup ? '회수' : '배송·설치',
        detail: [SHIP_STATE_TITLE[s.state] ?? String(s.state), day ? `일자 ${formatDate(day)}` : '']
          .filter(Boolean)
          .join(' · '),
      };
    }),
    ...careSteps.map((h) => ({
      at: h.createdAt.toISOString(),
      kind: 'care' as const,
      title: `AS #${h.careId} ${CARE_STATE_LABEL[h.state as CareState] ?? ''}`.trim(),
      detail: h.note,
    })),
    ...messages.map(({ msg }) => ({
      at: msg.createdAt.toISOString(),
      kind: 'message' as const,
      title: msg.content.title,
      // The channel that took it (or is to) and where it stands: 알림톡 · 발송 완료.
      detail: deliverySummary(msg.channel, msg.state),
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
