import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MessageSender } from './message-sender';
import { recordMessage } from './outbox-sender';

/**
 * Mail through an SMTP server (nodemailer), recorded in the outbox too so support can see what was sent.
 * There is no SMS gateway yet: an SMS is only recorded.
 */
export function createSmtpSender(
  db: Db,
  options: { smtpUrl: string; mailFrom: string },
  transport: Transporter = nodemailer.createTransport(options.smtpUrl),
): MessageSender {
  return {
    provider: 'smtp',
    async send(message) {
      let sentAt: Date | null = null;
      if (message.channel === 'email' && message.to.email) {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to.name ? { name: message.to.name, address: message.to.email } : message.to.email,
          subject: message.title,
          text: message.content,
        });
        sentAt = new Date();
      }
      return { noticeMsgId: await recordMessage(db, message, sentAt) };
    },
  };
}
