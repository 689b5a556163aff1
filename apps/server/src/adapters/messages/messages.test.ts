import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMsgs, noticeMsgUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createOutboxSender } from './outbox-sender';
import { createSmtpSender } from './smtp-sender';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('messages adapter', () => {
  it('outbox: records the message and its recipient', async () => {
    const sender = createOutboxSender(t.database.db);
    const { noticeMsgId } = await sender.send({
      channel: 'email',
      to: { email: 'a@example.com', name: '에이' },
      title: '제목',
      content: '본문',
    });
    const [msg] = await t.database.db.select().from(noticeMsgs);
    expect(msg).toMatchObject({
      id: noticeMsgId,
      channel: 'email',
      content: { title: '제목', content: '본문' },
      sentAt: null,
    });
    const [to] = await t.database.db.select().from(noticeMsgUsers);
    expect(to).toMatchObject({ noticeMsgId, email: 'a@example.com', name: '에이' });
  });

  it('smtp: hands the mail to the transport and records it as sent', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: unknown }).message));
      return info;
    }) as typeof transport.sendMail;
    const sender = createSmtpSender(
      t.database.db,
      { smtpUrl: 'smtp://unused', mailFrom: '소리담 <no-reply@soridam.kr>' },
      transport,
    );
    const { noticeMsgId } = await sender.send({
      channel: 'email',
      to: { email: 'b@example.com', name: '비' },
      title: '안내',
      content: '링크',
    });
    const mail = JSON.parse(sent[0]!);
    expect(mail).toMatchObject({
      subject: '안내',
      text: '링크',
      to: [{ address: 'b@example.com', name: '비' }],
    });
    expect(mail.from).toMatchObject({ address: 'no-reply@soridam.kr' });
    const rows = await t.database.db.select().from(noticeMsgs);
    expect(rows.find((r) => r.id === noticeMsgId)!.sentAt).not.toBeNull();
  });
});
