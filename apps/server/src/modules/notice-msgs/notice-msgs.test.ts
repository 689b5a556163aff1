import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxSender } from '../../adapters/messages/outbox-sender';
import { buildTestApp, type TestApp } from '../../test/test-app';

let dev: TestApp;
let staging: TestApp;
beforeAll(async () => {
  dev = await buildTestApp({ seed: false });
  staging = await buildTestApp({ seed: false, env: { APP_ENV: 'staging', JWT_SECRET: 's'.repeat(40) } });
  const outbox = createOutboxSender(dev.database.db);
  for (let i = 1; i <= 7; i++) {
    await outbox.send({
      channel: 'email',
      to: { email: `m${i}@example.com`, name: `이름${i}`, mobile: '01000000000' },
      title: `제목${i}`,
      content: `내용 ${i} 입니다`,
    });
  }
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
      content: { title: '제목7', content: '내용 7 입니다' },
      users: [{ user: { email: 'm7@example.com', name: '이름7', mobile: '01000000000' } }],
    });
    expect(body.data[0].created_at).toMatch(/Z$/);
    const page2 = (await dev.app.inject('/api/v2/customer/noticeMsgs?page=2&per_page=5')).json();
    expect(page2.data).toHaveLength(2);
    const one = await dev.app.inject(`/api/v2/customer/noticeMsgs/${body.data[0].id}`);
    expect(one.json().data.content.content).toBe('내용 7 입니다');
    expect((await dev.app.inject('/api/v2/customer/noticeMsgs/99999')).statusCode).toBe(404);
  });

  it('does not exist outside development', async () => {
    expect((await staging.app.inject('/api/v2/customer/noticeMsgs')).statusCode).toBe(404);
    expect((await staging.app.inject('/api/v2/customer/noticeMsgs/1')).statusCode).toBe(404);
  });
});
