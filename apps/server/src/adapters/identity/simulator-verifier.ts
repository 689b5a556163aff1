import type { IdentityVerifier } from './identity-verifier';

/** The simulator page served by the server; the page itself stores the typed name and phone. */
export function createSimulatorVerifier(publicPath: string): IdentityVerifier {
  return {
    provider: 'simulator',
    start: (txId) => ({ url: `${publicPath}?verif_id=${encodeURIComponent(txId)}`, portone: null }),
    fetchOutcome: async () => ({ status: 'pending' }),
  };
}
