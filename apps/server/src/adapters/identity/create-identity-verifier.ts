import type { Config } from '../../config';
import type { IdentityVerifier } from './identity-verifier';
import { createPortOneVerifier } from './portone-verifier';
import { createSimulatorVerifier } from './simulator-verifier';

export const IDENTITY_SIMULATOR_PATH = '/api/v2/customer/sim/identity';

export function createIdentityVerifier(config: Config): IdentityVerifier {
  if (config.identity.provider === 'portone' && config.identity.portone) {
    return createPortOneVerifier(config.identity.portone);
  }
  return createSimulatorVerifier(IDENTITY_SIMULATOR_PATH);
}
