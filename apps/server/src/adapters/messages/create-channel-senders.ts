import type { Channel } from '@shop/domain/notifications/channels';
import type { MessagesConfig } from '../../config';
import type { ChannelSender } from './channel-sender';
import { createSimulatorSender } from './simulator-sender';
import { createSmtpMailSender } from './smtp-mail-sender';
import { createSolapiSender } from './solapi-sender';

export type ChannelSenders = Record<Channel, ChannelSender>;

/** MAIL_PROVIDER and TALK_PROVIDER pick the providers; configuration, never a code edit. */
export function createChannelSenders(config: MessagesConfig): ChannelSenders {
  const simulator = createSimulatorSender(config.simulatorFails);
  const talk = config.talk.solapi ? createSolapiSender(config.talk.solapi) : simulator;
  const mail =
    config.mail.provider === 'smtp' && config.mail.smtpUrl
      ? createSmtpMailSender({ smtpUrl: config.mail.smtpUrl, mailFrom: config.mail.mailFrom })
      : simulator;
  return { alimtalk: talk, sms: talk, email: mail };
}
