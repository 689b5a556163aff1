import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createPortOneGateway } from './portone-gateway';
import { createSimulatorGateway, type SimulatorGateway } from './simulator-gateway';

export const PG_SIMULATOR_PATH = '/api/v2/customer/sim/pg/billing-key';

// One gateway per built app (its config object), shared by the modules that charge, register and list.
const gateways = new WeakMap<Config, PaymentGateway>();

export function paymentGatewayFor(config: Config): PaymentGateway {
  let gateway = gateways.get(config);
  if (!gateway) {
    gateway =
      config.payments.provider === 'portone' && config.payments.portone
        ? createPortOneGateway(config.payments.portone)
        : createSimulatorGateway({ pagePath: PG_SIMULATOR_PATH, hangMs: config.payments.timeoutMs + 1000 });
    gateways.set(config, gateway);
  }
  return gateway;
}

export function simulatorOf(gateway: PaymentGateway): SimulatorGateway | null {
  return gateway.provider === 'simulator' ? (gateway as SimulatorGateway) : null;
}
