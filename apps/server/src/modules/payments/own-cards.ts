import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';

/** The customer's saved cards: their successful card registrations (a billing key each). */
export const ownCards = (userId: number) =>
  and(
    eq(payments.userId, userId),
    eq(payments.type, PAYMENT_TYPE.BILL_AUTH),
    eq(payments.state, PAYMENT_STATE.BILL_AUTH_SUCCESS),
  );
