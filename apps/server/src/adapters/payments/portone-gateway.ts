import { PaymentClient, PortOneError, Webhook } from '@portone/server-sdk';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import type {
  BillAuthOutcome,
  CancelOutcome,
  ChargeOutcome,
  PaymentGateway,
  ProviderPayment,
} from './payment-gateway';
import { toProviderPayment } from './portone-payment';

export type PortOnePaymentsOptions = {
  apiSecret: string;
  storeId: string;
  channelKey: string;
  webhookSecret: string;
  apiUrl: string;
};

/** PortOne's issuer names and enum values mapped to the documents' issuer codes (section 9). */
const ISSUER_CODES: [RegExp, string][] = [
  [/KEB|하나|HANA/i, '01'],
  [/LOTTE|롯데/i, '03'],
  [/HYUNDAI|현대/i, '04'],
  [/KOOKMIN|국민|KB/i, '06'],
  [/BC|비씨/i, '11'],
  [/SAMSUNG|삼성/i, '12'],
  [/SHINHAN|신한/i, '14'],
  [/CITI|씨티|한미/i, '15'],
  [/NH|농협/i, '16'],
  [/JCB/i, '23'],
  [/AMEX|AMERICAN/i, '24'],
  [/DINERS/i, '25'],
  [/MASTER/i, '22'],
  [/VISA/i, '21'],
];

export function issuerCode(issuer: string | undefined): string {
  if (!issuer) return '';
  return ISSUER_CODES.find(([pattern]) => pattern.test(issuer))?.[1] ?? '';
}

const errorData = (
  error: unknown,
): { type?: string; message?: string; pgCode?: string; pgMessage?: string } =>
  error instanceof PortOneError && 'data' in error ? ((error as { data: object }).data ?? {}) : {};

/**
 * PortOne V2 through its server SDK. The browser issues the billing key with `requestIssueBillingKey`
 * (store id, channel key, issue id and customer id from `startBillAuth`); the server reads the key's card
 * from PortOne, charges with `payWithBillingKey`, cancels (all or part) with `cancelPayment` and reads a
 * charge back with `getPayment`.
 */
export function createPortOneGateway(options: PortOnePaymentsOptions): PaymentGateway {
  const client = PaymentClient({
    secret: options.apiSecret,
    baseUrl: options.apiUrl,
    storeId: options.storeId,
  });
  return {
    provider: 'portone',
    startBillAuth: async ({ issueId, userId }) => ({
      url: null,
      portone: {
        store_id: options.storeId,
        channel_key: options.channelKey,
        issue_id: issueId,
        issue_name: '소리담 렌탈 정기결제 카드 등록',
        customer_id: String(userId),
      },
    }),

    async confirmBillAuth({ userId, billingKey, issueId }): Promise<BillAuthOutcome> {
      if (!billingKey) return { status: 'failed', resultmsg: '카드 등록이 완료되지 않았습니다.', raw: {} };
      try {
        const info = await client.billingKey.getBillingKeyInfo({ billingKey });
        if (info.status !== 'ISSUED') {
          return {
            status: 'failed',
            resultmsg: '삭제되었거나 사용할 수 없는 카드입니다.',
            raw: { status: info.status },
          };
        }
        // The key must come from the registration this customer started (startBillAuth's issue id and
        // customer id), not from anyone else's or any other one.
        if (info.customer?.id !== String(userId) || info.issueId !== issueId) {
          return { status: 'failed', resultmsg: '본인의 카드만 등록할 수 있습니다.', raw: {} };
        }
        const method = info.methods?.find((m) => m.type === 'BillingKeyPaymentMethodCard');
        const card = method && 'card' in method ? method.card : undefined;
        return {
          status: 'issued',
          card: {
            billingKey: info.billingKey,
            cardCode: issuerCode(card?.issuer ?? card?.publisher),
            cardNumber: maskCardNumber(card?.number ?? ''),
          },
          raw: { issueId: info.issueId ?? null, issuedAt: info.issuedAt },
        };
      } catch (error) {
        const data = errorData(error);
        if (!data.type) throw error;
        return { status: 'failed', resultmsg: data.message ?? data.type, raw: { type: data.type } };
      }
    },

    async chargeWithBillingKey(input): Promise<ChargeOutcome> {
      try {
        const { payment } = await client.payWithBillingKey({
          paymentId: input.paymentId,
          billingKey: input.billingKey,
          orderName: input.orderName,
          customer: { id: input.customerId },
          amount: { total: input.amount },
          currency: 'KRW',
        });
        return {
          status: 'paid',
          pgTxId: payment.pgTxId,
          raw: { pgTxId: payment.pgTxId, paidAt: payment.paidAt },
        };
      } catch (error) {
        const data = errorData(error);
        if (data.type === 'PG_PROVIDER') {
          return {
            status: 'declined',
            resultcode: data.pgCode ?? '',
            resultmsg: data.pgMessage || data.message || '카드사에서 결제를 거절했습니다.',
            raw: { type: data.type, pgCode: data.pgCode ?? '' },
          };
        }
        if (data.type === 'ALREADY_PAID') {
          // Our payment ids are used once, so this can only be our own charge: treat its fate as unknown.
          return { status: 'failed', resultmsg: data.message ?? data.type, raw: { type: data.type } };
        }
        if (data.type) {
          return {
            status: 'declined',
            resultcode: data.type,
            resultmsg: data.message ?? data.type,
            raw: { type: data.type },
          };
        }
        return {
          status: 'failed',
          resultmsg: '결제 대행사와 통신하지 못했습니다.',
          raw: { error: String(error) },
        };
      }
    },

    async cancelPayment({ paymentId, reason, amount }): Promise<CancelOutcome> {
      try {
        await client.cancelPayment({ paymentId, reason, ...(amount === undefined ? {} : { amount }) });
        return { status: 'cancelled', resultmsg: '' };
      } catch (error) {
        const data = errorData(error);
        if (data.type === 'PAYMENT_NOT_FOUND' || data.type === 'PAYMENT_NOT_PAID') {
          return { status: 'not_found', resultmsg: data.message ?? data.type };
        }
        // Given back already (a refund asked again after its answer was lost): nothing is left to do.
        if (data.type === 'PAYMENT_ALREADY_CANCELLED')
          return { status: 'cancelled', resultmsg: data.message ?? '' };
        return { status: 'failed', resultmsg: data.message ?? String(error) };
      }
    },

    async getPayment(paymentId): Promise<ProviderPayment> {
      try {
        return toProviderPayment(await client.getPayment({ paymentId }));
      } catch (error) {
        if (errorData(error).type !== 'PAYMENT_NOT_FOUND') throw error;
        return {
          status: 'not_found',
          amount: 0,
          cancelledAmount: 0,
          pgTxId: null,
          raw: { type: 'PAYMENT_NOT_FOUND' },
        };
      }
    },

    async verifyWebhook(body, headers) {
      try {
        const event = await Webhook.verify(options.webhookSecret, body, headers);
        const data = ('data' in event ? event.data : {}) as { paymentId?: string; billingKey?: string };
        return {
          type: String(event.type),
          paymentId: data.paymentId ?? null,
          billingKey: data.billingKey ?? null,
        };
      } catch (error) {
        if (error instanceof Webhook.WebhookVerificationError) return null;
        throw error;
      }
    },
  };
}
