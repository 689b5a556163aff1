import type { CustomerDetail, CustomerRow } from '@shop/domain/api/admin/customers';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { attemptTrail, channelLabel, noticeStateLabel } from '@shop/domain/notifications/delivery-state';
import { isMessageKind, MESSAGE_KIND_LABEL } from '@shop/domain/notifications/templates';
import { maskAddressDetail, maskEmail, maskMobile, maskName } from '@shop/domain/validation/masking';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { readPage } from '../../db/read-page';
import { noticeMsgs, noticeMsgUsers, payments, spots, subscs, users } from '../../db/schema';
import { nameOrEmailContains } from '../../db/search';
import { notFound } from '../../http/errors';
import { noticeViews } from '../../modules/notice-msgs/notice-msgs-service';
import { ownCards } from '../../modules/payments/own-cards';
import { recordCounts, rentalRowView } from '../rentals/rental-list';

type UserRow = typeof users.$inferSelect;

export const CUSTOMER_NOT_FOUND = '고객 정보를 찾을 수 없습니다.';

// Drizzle leaves columns unqualified in a select list, so the outer row is named by hand.
const rentalCount = sql<number>`(select count(*)::int from ${subscs} s where s.user_id = "users"."id")`;

export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  // The mobile is searched only from four digits on.
  return or(nameOrEmailContains(q), digits.length >= 4 ? ilike(users.mobile, `%${digits}%`) : undefined);
}

/** A customer's personal fields, masked unless `reveal`. */
function person(row: UserRow, reveal: boolean) {
  return {
    name: reveal ? row.name : maskName(row.name),
    email: row.email ? (reveal ? row.email : maskEmail(row.email)) : null,
    mobile: row.mobile ? (reveal ? row.mobile : maskMobile(row.mobile)) : null,
  };
}

const rowView = (row: UserRow, rentals: number): CustomerRow => ({
  id: row.id,
  ...person(row, false),
  withdrawn: row.state === STATE.ABNORMAL,
  rentals,
  created_at: row.createdAt.toISOString(),
});

export async function searchCustomers(db: Db, q: { page: number; per_page: number; q?: string | undefined }) {
  const where = and(eq(users.type, USER_TYPE.CUSTOMER), customerSearch(q.q));
  const { rows, total } = await readPage(
    db
      .select({ user: users, rentals: rentalCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .$dynamic(),
    db.select({ n: count() }).from(users).where(where),
    q,
  );
  return { rows: rows.map((r) => rowView(r.user, r.rentals)), total: total };
}

/** One customer with rentals, addresses, cards (masked numbers only) and the messages sent to them. */
export async function customerDetail(db: Db, id: number, reveal: boolean): Promise<CustomerDetail> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, USER_TYPE.CUSTOMER)));
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  const [spotRows, cardRows, rentalRows, messages] = await Promise.all([
    db
      .select()
      .from(spots)
      .where(and(morphPointsAt(spots, 'spotable', MORPH_TYPE.USER, id), isNull(spots.deletedAt))),
    db
      .select({
        id: payments.id,
        code: payments.cardCode,
        number: payments.cardNumber,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(ownCards(id)),
    db.select().from(subscs).where(eq(subscs.userId, id)).orderBy(desc(subscs.id)),
    db
      .select({ msg: noticeMsgs })
      .from(noticeMsgUsers)
      .innerJoin(noticeMsgs, eq(noticeMsgs.id, noticeMsgUsers.noticeMsgId))
      .where(eq(noticeMsgUsers.userId, id))
      .orderBy(desc(noticeMsgs.id))
      .limit(50),
  ]);
  const counts = await recordCounts(
    db,
    rentalRows.map((r) => r.id),
  );
  const shown = person(user, reveal);
  return {
    ...rowView(user, rentalRows.length),
    ...shown,
    masked: !reveal,
    spots: spotRows.map((s) => ({
      id: s.id,
      title: s.title,
      name: reveal ? s.name : maskName(s.name),
      tel: reveal ? s.tel : maskMobile(s.tel),
      addr: s.addr,
      addr_desc: reveal ? s.addrDesc : maskAddressDetail(s.addrDesc),
    })),
    cards: cardRows.map((c) => ({
      id: c.id,
      issuer: cardIssuerTitle(c.code),
      number: c.number,
      created_at: c.createdAt.toISOString(),
    })),
    rentals_list: rentalRows.map((r) => ({
      ...rentalRowView(r, user.name, counts.get(r.id)),
      customer_name: shown.name,
    })),
    messages: (
      await noticeViews(
        db,
        messages.map(({ msg }) => msg),
      )
    ).map((m) => ({
      id: m.id,
      channel: channelLabel(m.channel),
      kind: m.kind && isMessageKind(m.kind) ? MESSAGE_KIND_LABEL[m.kind] : '-',
      state: noticeStateLabel(m.state),
      trail: attemptTrail(m.attempts),
      title: m.content.title,
      created_at: m.created_at,
      send_after: m.state === 'queued' ? m.send_after : null,
    })),
  };
}
