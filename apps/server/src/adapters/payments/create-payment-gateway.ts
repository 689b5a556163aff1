import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { createPortOneGateway } from './portone-gateway';
import { createSimulatorGateway, type SimulatorGateway } from './simulator-gateway';

export const PG_SIMULATOR_PATH = '/api/v2/customer/sim/pg/billing-key';

/** PAYMENTS_PROVIDER picks the gateway, made once per app (`app.payments`). */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  return config.payments.provider === 'portone' && config.payments.portone
    ? createPortOneGateway(config.payments.portone)
    : createSimulatorGateway({
        db,
        pagePath: PG_SIMULATOR_PATH,
        hangMs: config.payments.timeoutMs + 1000,
        latencyMs: config.payments.simulatorLatencyMs,
      });
}

/** The test PG behind `app.payments`, for its card page and console; null for PortOne or a test's own fake. */
export function simulatorOf(gateway: PaymentGateway): SimulatorGateway | null {
  return gateway.provider === 'simulator' && 'completeIssue' in gateway
    ? (gateway as SimulatorGateway)
    : null;
}
