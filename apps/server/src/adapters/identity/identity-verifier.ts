/** What the provider says about one verification. */
export type VerificationOutcome =
  | {
      status: 'verified';
      name: string;
      /** Digits only. */
      phoneNo: string | null;
      /** yyyy-MM-dd */
      birthDay: string | null;
      gender: string | null;
      raw: Record<string, unknown>;
    }
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

/** How the browser opens the verification. */
export type VerificationStart = {
  /** A page to open in a popup (the simulator). */
  url: string | null;
  /** PortOne's browser SDK needs these (`requestIdentityVerification`). */
  portone: { store_id: string; channel_key: string; identity_verification_id: string } | null;
};

/**
 * 본인인증 behind one interface: PortOne's identity verification (real) or the built-in simulator page.
 * `txId` is our own unguessable id for the verification, also PortOne's `identityVerificationId`.
 */
export interface IdentityVerifier {
  readonly provider: 'simulator' | 'portone';
  start(txId: string): VerificationStart;
  /** Asks the provider for the result; the simulator's page writes its result itself, so it says pending. */
  fetchOutcome(txId: string): Promise<VerificationOutcome>;
}
