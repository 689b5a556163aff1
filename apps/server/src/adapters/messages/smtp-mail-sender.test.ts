import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Delivery } from './channel-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

const delivery: Delivery = {
  id: 3,
  purpose: 'transactional',
  to: { email: 'b@example.com', name: '비', mobile: null },
  title: '[소리담] 비밀번호 재설정 안내',
  body: '링크',
  content: '링크 본문',
  button: null,
  template: { code: 'SRD_PASSWORD_RESET', variables: {} },
  smsSubstitute: false,
};

describe('SMTP mail adapter', () => {
  it('hands the mail to the transport with the sender, subject and text', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: unknown }).message));
      return info;
    }) as typeof transport.sendMail;
    const sender = createSmtpMailSender(
      { smtpUrl: 'smtp://unused', mailFrom: '소리담 <no-reply@soridam.kr>' },
      transport,
    );
    expect((await sender.send('email', delivery)).ok).toBe(true);
    const mail = JSON.parse(sent[0]!);
    expect(mail).toMatchObject({
      subject: '[소리담] 비밀번호 재설정 안내',
      text: '링크 본문',
      to: [{ address: 'b@example.com', name: '비' }],
    });
    expect(mail.from).toMatchObject({ address: 'no-reply@soridam.kr' });
    expect((await sender.send('sms', delivery)).ok).toBe(false);
    expect((await sender.send('email', { ...delivery, to: { ...delivery.to, email: null } })).ok).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('lets a refused connection surface as an error for the caller to record', async () => {
    const sender = createSmtpMailSender({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x <x@example.com>' });
    await expect(sender.send('email', delivery)).rejects.toThrow();
  });
});
