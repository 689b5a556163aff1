import { createHash } from 'node:crypto';
import type { SocialProviderName } from '../../config';
import { signPurposeToken, verifyPurposeToken } from '../../security/purpose-token';
import { SocialExchangeError, type SocialProvider } from './social-provider';

export const SOCIAL_SIMULATOR_PATH = '/api/v2/customer/sim/social';

/** The code the consent page hands back: a signed, five-minute value carrying the typed e-mail. */
export const signSimulatorCode = (provider: SocialProviderName, email: string, secret: string) =>
  signPurposeToken('sim-social-code', { provider, email }, secret, 300);

/** A local consent page per provider, behaving like the real ones' authorize → code → profile. */
export function createSimulatorProvider(name: SocialProviderName, secret: string): SocialProvider {
  return {
    name,
    authorizeUrl: ({ redirectUri, state }) =>
      `${SOCIAL_SIMULATOR_PATH}/${name}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    async exchange({ code }) {
      const claims = await verifyPurposeToken('sim-social-code', code, secret);
      if (!claims || claims.provider !== name || typeof claims.email !== 'string') {
        throw new SocialExchangeError('simulator code refused');
      }
      const email = claims.email.toLowerCase();
      // The same e-mail always gives the same "provider id", as a real provider's stable id would.
      const socialId = `sim-${name}-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
      return { socialId, email, emailVerified: true, name: null };
    },
  };
}
