import { STATE } from '@shop/domain/codes/generic-state';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock/clock';
import { noticeMsgs, noticeMsgUsers, staffAudit, users } from '../../db/schema';
import { deliverDueMessages } from '../../notifications/deliver-messages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

const seoul = (text: string) => new Date(`${text}+09:00`);

describe('promotion messages from the console', () => {
  const clock = new ManualClock(seoul('2026-11-25T22:00:00'));
  let t: TestApp;
  let content: string;
  let ops: string;
  const people: Record<'night' | 'day' | 'none', number> = { night: 0, day: 0, none: 0 };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, clock });
    content = await staffLoginAs(t, 'content');
    ops = await staffLoginAs(t, 'operations', '10.0.9.2');
    const add = async (key: keyof typeof people, ad: boolean, night: boolean) => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          type: USER_TYPE.CUSTOMER,
          state: STATE.NORMAL,
          email: `${key}@example.com`,
          name: key,
          mobile: `010555500${Object.keys(people).indexOf(key)}0`,
          options: { confNoticeAgreeAd: ad, confNoticeAgreeNight: night },
        })
        .returning();
      people[key] = row!.id;
    };
    await add('night', true, true);
    await add('day', true, false);
    await add('none', false, true);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = content) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}${url}`, headers: staffBearer(token), payload });
  const fields = { title: '겨울 특가', content: '턴테이블 첫 달 무료' };

  it('previews who it reaches at night and the text with (광고) and the opt-out line', async () => {
    const res = await post('/promotions/preview', fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      consenting: 2,
      night_consenting: 1,
      night: true,
      held_until: seoul('2026-11-26T08:00:00').toISOString(),
      title: '(광고) 겨울 특가',
      content: `(광고) 소리담\n턴테이블 첫 달 무료\n소리담 바로가기: ${t.config.publicUrl}/customer_v2/\n${t.config.messages.optOut}`,
    });
  });

  it('sends once to the consenting customers: now with the night consent, at 08:00 without', async () => {
    const body = { ...fields, campaign_id: 'campaign-2026-11-25' };
    const res = await post('/promotions', body);
    expect(res.json()).toEqual({ data: { queued: 2, held: 1 } });
    const again = await post('/promotions', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 보낸 광고 메시지입니다.');

    await deliverDueMessages(t.app);
    const rows = await t.database.db
      .select({ userId: noticeMsgUsers.userId, state: noticeMsgs.state, channel: noticeMsgs.channel })
      .from(noticeMsgs)
      .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
      .where(eq(noticeMsgs.kind, 'promotion'));
    const of = (id: number) => rows.find((r) => r.userId === id);
    expect(of(people.night)).toMatchObject({ state: 'sent', channel: 'sms' });
    expect(of(people.day)).toMatchObject({ state: 'queued' });
    expect(of(people.none)).toBeUndefined();

    clock.set(seoul('2026-11-26T08:00:00'));
    await deliverDueMessages(t.app);
    const [day] = await t.database.db
      .select({ state: noticeMsgs.state })
      .from(noticeMsgs)
      .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
      .where(and(eq(noticeMsgs.kind, 'promotion'), eq(noticeMsgUsers.userId, people.day)));
    expect(day!.state).toBe('sent');

    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'messages.promotion'));
    expect(audit).toMatchObject({ targetType: 'campaign', targetId: 'campaign-2026-11-25' });
    expect(audit!.after).toMatchObject({ title: '겨울 특가', queued: 2, held: 1 });
  });

  it('sends a double click once', async () => {
    const body = { ...fields, campaign_id: 'campaign-double-click' };
    const [a, b] = await Promise.all([post('/promotions', body), post('/promotions', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const sent = await t.database.db
      .select({ id: noticeMsgs.id })
      .from(noticeMsgs)
      .where(eq(noticeMsgs.dedupeKey, `promotion:campaign-double-click:${people.night}`));
    expect(sent).toHaveLength(1);
  });

  it('refuses empty or overlong text and the operations role', async () => {
    expect((await post('/promotions/preview', { title: '', content: 'x' })).statusCode).toBe(400);
    const long = await post('/promotions', {
      title: 'a'.repeat(41),
      content: 'x',
      campaign_id: 'campaign-long',
    });
    expect(long.statusCode).toBe(400);
    expect((await post('/promotions', { ...fields, campaign_id: 'x' })).statusCode).toBe(400);
    expect((await post('/promotions/preview', fields, ops)).statusCode).toBe(403);
  });
});
