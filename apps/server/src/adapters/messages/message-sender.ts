/** One message to one customer. `channel` picks mail or SMS; the outbox keeps every message either way. */
export type OutgoingMessage = {
  to: { email?: string | null; mobile?: string | null; name?: string | null; userId?: number | null };
  title: string;
  content: string;
  channel: 'email' | 'sms';
};

export interface MessageSender {
  readonly provider: 'outbox' | 'smtp';
  /** Resolves once the message is recorded (and, for SMTP, handed to the mail server). */
  send(message: OutgoingMessage): Promise<{ noticeMsgId: number }>;
}
