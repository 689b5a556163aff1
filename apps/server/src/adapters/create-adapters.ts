import type { Config } from '../config';
import type { Db } from '../db/client';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { createIdentityVerifier } from './identity/create-identity-verifier';
import type { IdentityVerifier } from './identity/identity-verifier';
import { type ChannelSenders, createChannelSenders } from './messages/create-channel-senders';
import { createPaymentGateway } from './payments/create-payment-gateway';
import type { PaymentGateway } from './payments/payment-gateway';
import { createPostcodeProvider } from './postcode/create-postcode-provider';
import type { PostcodeProvider } from './postcode/postcode-provider';
import { createSocialProviders, type SocialProviders } from './social/create-social-providers';

/** Every outside system the shop talks to, each decorated once on the app under its own name. */
export type Adapters = {
  /** Card billing keys, charges and refunds (PortOne or the built-in test PG): `app.payments`. */
  payments: PaymentGateway;
  /** 본인인증 (PortOne or the simulator page): `app.identity`. */
  identity: IdentityVerifier;
  /** Social sign-in providers (Kakao, Naver, Google, Apple, Facebook or the consent pages): `app.social`. */
  social: SocialProviders;
  /** The address search (Kakao's widget or the bundled sample): `app.postcode`. */
  postcode: PostcodeProvider;
  /** The provider of each message channel (알림톡, SMS, e-mail), or the simulator: `app.messages`. */
  messages: ChannelSenders;
  /** Uploaded files: a local folder or an S3-compatible bucket: `app.files`. */
  files: FileStore;
};

/** The configured implementation of each outside system; `given` stands in for any of them (tests, scripts). */
export function createAdapters(config: Config, db: Db, given: Partial<Adapters> = {}): Adapters {
  return {
    payments: given.payments ?? createPaymentGateway(config, db),
    identity: given.identity ?? createIdentityVerifier(config),
    social: given.social ?? createSocialProviders(config),
    postcode: given.postcode ?? createPostcodeProvider(config),
    messages: given.messages ?? createChannelSenders(config.messages),
    files: given.files ?? createFileStore(config),
  };
}
