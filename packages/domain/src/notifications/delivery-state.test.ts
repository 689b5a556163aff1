import { describe, expect, it } from 'vitest';
import { CHANNEL_LABEL } from './channels';
import { attemptLabel, attemptTrail, deliverySummary, NOTICE_STATE_LABEL } from './delivery-state';

describe('delivery states and the log', () => {
  it('names every state and channel in Korean', () => {
    expect(NOTICE_STATE_LABEL).toEqual({
      queued: '발송 대기',
      sending: '발송 중',
      sent: '발송 완료',
      failed: '발송 실패',
      cancelled: '발송 취소',
    });
    expect(CHANNEL_LABEL).toEqual({ alimtalk: '알림톡', sms: '문자', email: '이메일' });
  });

  it('sums up a message as channel · state, keeping an unknown value as it is', () => {
    expect(deliverySummary('alimtalk', 'sent')).toBe('알림톡 · 발송 완료');
    expect(deliverySummary('email', 'queued')).toBe('이메일 · 발송 대기');
    expect(deliverySummary('fax', 'lost')).toBe('fax · lost');
  });

  it('writes the tries in order, or - when there was none', () => {
    expect(attemptTrail([])).toBe('-');
    expect(
      attemptTrail([
        { channel: 'alimtalk', ok: false },
        { channel: 'sms', ok: false },
        { channel: 'email', ok: true },
      ]),
    ).toBe('알림톡 실패 → 문자 실패 → 이메일 성공');
    expect(attemptTrail([{ channel: 'pigeon', ok: true }])).toBe('pigeon 성공');
  });

  it("adds the provider's later report to a try it took, and only to one it took", () => {
    expect(attemptLabel({ channel: 'alimtalk', ok: true, report: 'delivered' })).toBe(
      '알림톡 성공 · 수신 확인',
    );
    expect(attemptLabel({ channel: 'sms', ok: true, report: 'undelivered' })).toBe('문자 성공 · 미수신');
    expect(attemptLabel({ channel: 'alimtalk', ok: true, report: null })).toBe('알림톡 성공');
    expect(attemptLabel({ channel: 'alimtalk', ok: true })).toBe('알림톡 성공');
    expect(attemptLabel({ channel: 'alimtalk', ok: false, report: 'delivered' })).toBe('알림톡 실패');
    expect(attemptLabel({ channel: 'sms', ok: true, report: 'lost' })).toBe('문자 성공');
    expect(
      attemptTrail([
        { channel: 'alimtalk', ok: true, report: 'undelivered' },
        { channel: 'sms', ok: true, report: 'delivered' },
      ]),
    ).toBe('알림톡 성공 · 미수신 → 문자 성공 · 수신 확인');
  });
});
