import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../notifications/deliver-messages';
import { queueMessage } from '../../notifications/queue-messages';
import { buildTestApp, type TestApp } from '../../test/test-app';

let dev: TestApp;
let staging: TestApp;
beforeAll(async () => {
  dev = await buildTestApp({ seed: false });
  staging = await buildTestApp({ seed: false, env: { APP_ENV: 'staging', JWT_SECRET: 's'.repeat(40) } });
  for (let i = 1; i <= 7; i++) {
    await queueMessage(
      dev.database.db,
      {
        kind: 'staffInvite',
        to: { email: `m${i}@example.com`, name: `이름${i}`, mobile: '01000000000' },
        variables: { 이름: `이름${i}`, 유효시간: '72', 링크: `https://soridam.kr/admin/password?token=${i}` },
      },
      { config: dev.config, now: new Date(Date.UTC(2026, 0, 1, 0, i)) },
    );
  }
  await deliverDueMessages(dev.app);
});
afterAll(async () => {
  await dev.close();
  await staging.close();
});

describe('noticeMsgs (development only)', () => {
  it('lists the outbox newest first, 5 a page, with the first recipient', async () => {
    const res = await dev.app.inject('/api/v2/customer/noticeMsgs?page=1');
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 5, total: 7 });
    expect(body.data[0]).toMatchObject({
      kind: 'staffInvite',
      state: 'sent',
      channel: 'email',
      content: { title: '[소리담 콘솔] 운영 콘솔에 초대되었습니다' },
      users: [{ user: { email: 'm7@example.com', name: '이름7', mobile: '01000000000' } }],
      attempts: [{ channel: 'email', provider: 'simulator', ok: true }],
    });
    expect(body.data[0].content.content).toContain('이름7님, 소리담 운영 콘솔 계정이 만들어졌습니다.');
    expect(body.data[0].created_at).toMatch(/Z$/);
    const page2 = (await dev.app.inject('/api/v2/customer/noticeMsgs?page=2&per_page=5')).json();
    expect(page2.data).toHaveLength(2);
    const one = await dev.app.inject(`/api/v2/customer/noticeMsgs/${body.data[0].id}`);
    expect(one.json().data.content.content).toContain('token=7');
    expect((await dev.app.inject('/api/v2/customer/noticeMsgs/99999')).statusCode).toBe(404);
  });

  it('does not exist outside development', async () => {
    expect((await staging.app.inject('/api/v2/customer/noticeMsgs')).statusCode).toBe(404);
    expect((await staging.app.inject('/api/v2/customer/noticeMsgs/1')).statusCode).toBe(404);
  });
});
