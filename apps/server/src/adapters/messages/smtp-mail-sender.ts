import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelSender } from './channel-sender';

/** E-mail through an SMTP server (nodemailer). It answers only for e-mail. */
export function createSmtpMailSender(
  options: { smtpUrl: string; mailFrom: string },
  transport: Transporter = nodemailer.createTransport(options.smtpUrl),
): ChannelSender {
  return {
    provider: 'smtp',
    async send(channel, delivery) {
      if (channel !== 'email') return { ok: false, detail: `smtp: ${channel} is not mail` };
      const { email, name } = delivery.to;
      if (!email) return { ok: false, detail: '이메일 주소 없음' };
      const info = await transport.sendMail({
        from: options.mailFrom,
        to: name ? { name, address: email } : email,
        subject: delivery.title,
        text: delivery.content,
      });
      return { ok: true, detail: `smtp: ${info.messageId ?? 'accepted'}` };
    },
  };
}
