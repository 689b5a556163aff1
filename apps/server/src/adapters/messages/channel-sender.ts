import type { Channel, Purpose } from '@shop/domain/notifications/channels';
import type { MessageVariables } from '@shop/domain/notifications/render-message';

/** One message on its way out, as every channel needs it. */
export type Delivery = {
  /** The notice row: the provider's reference for this message. */
  id: number;
  purpose: Purpose;
  to: { email: string | null; mobile: string | null; name: string | null };
  title: string;
  /** The 알림톡 template text, filled. */
  body: string;
  /** The SMS and e-mail text (the button's link written out). */
  content: string;
  button: { name: string; url: string } | null;
  template: { code: string; variables: MessageVariables };
  /** 알림톡 only: the provider may send `content` as a text itself when the 알림톡 cannot be delivered. */
  smsSubstitute: boolean;
};

/**
 * A provider's answer: its message id when it took the message, its refusal in its own words if not. `ref`
 * is what the provider knows the message by, for its later delivery report (none: it sends no reports).
 */
export type ChannelAnswer = { ok: boolean; detail: string; ref?: string };

/** The provider's final word on a message it took: whether it reached the phone, and why not. */
export type ProviderReport = { ref: string; delivered: boolean; detail: string };

/** A messaging provider. A throw counts as a refusal; the caller records it and tries the next channel. */
export interface ChannelSender {
  readonly provider: string;
  send(channel: Channel, delivery: Delivery): Promise<ChannelAnswer>;
  /**
   * The final reports of these messages (refs from its answers); a message still on its way is left out and
   * asked about again later. A provider without delivery reports has no such method.
   */
  reports?(refs: string[]): Promise<ProviderReport[]>;
}
