import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MessageSender } from './message-sender';
import { createOutboxSender } from './outbox-sender';
import { createSmtpSender } from './smtp-sender';

/** MESSAGES_PROVIDER picks the sender; configuration, never a code edit. */
export function createMessageSender(config: Config, db: Db): MessageSender {
  const { provider, smtpUrl, mailFrom } = config.messages;
  if (provider === 'smtp' && smtpUrl) return createSmtpSender(db, { smtpUrl, mailFrom });
  return createOutboxSender(db);
}
