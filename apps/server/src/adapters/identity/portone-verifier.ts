import type { IdentityVerifier, VerificationOutcome } from './identity-verifier';

export type PortOneOptions = { apiSecret: string; storeId: string; channelKey: string; apiUrl: string };

/** The parts of PortOne V2's `IdentityVerification` (GET /identity-verifications/{id}) that we read. */
type PortOneIdentityVerification = {
  status?: 'READY' | 'VERIFIED' | 'FAILED' | string;
  id?: string;
  verifiedCustomer?: { name?: string; phoneNumber?: string; birthDate?: string; gender?: string };
  failure?: { reason?: string; pgMessage?: string };
};

/**
 * PortOne V2 identity verification. The browser runs PortOne's SDK with our store id, channel key and the
 * verification id; the server then reads the result from PortOne itself, never trusting the browser's.
 */
export function createPortOneVerifier(
  options: PortOneOptions,
  fetchImpl: typeof fetch = fetch,
): IdentityVerifier {
  return {
    provider: 'portone',
    start: (txId) => ({
      url: null,
      portone: { store_id: options.storeId, channel_key: options.channelKey, identity_verification_id: txId },
    }),
    async fetchOutcome(txId): Promise<VerificationOutcome> {
      const url = new URL(`/identity-verifications/${encodeURIComponent(txId)}`, options.apiUrl);
      url.searchParams.set('storeId', options.storeId);
      const res = await fetchImpl(url, {
        headers: { Authorization: `PortOne ${options.apiSecret}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404) return { status: 'failed', reason: 'IDENTITY_VERIFICATION_NOT_FOUND' };
      if (!res.ok) throw new Error(`PortOne identity verification answered ${res.status}`);
      const body = (await res.json()) as PortOneIdentityVerification;
      if (body.id !== undefined && body.id !== txId) throw new Error('PortOne answered another verification');
      if (body.status === 'VERIFIED' && body.verifiedCustomer?.name) {
        const c = body.verifiedCustomer;
        return {
          status: 'verified',
          name: c.name!,
          phoneNo: c.phoneNumber ? c.phoneNumber.replace(/[^0-9]/g, '') : null,
          birthDay: c.birthDate ?? null,
          gender: c.gender ?? null,
          raw: { status: body.status, id: body.id },
        };
      }
      if (body.status === 'FAILED') {
        return { status: 'failed', reason: body.failure?.reason ?? body.failure?.pgMessage ?? 'FAILED' };
      }
      return { status: 'pending' };
    },
  };
}
