import { CHANNEL_LABEL, type Channel } from './channels';

/**
 * queued: waits for its time (a retry, or 08:00 for night-time advertising); sending: one instance is
 * sending it; sent: a channel took it; failed: every channel refused it on every try; cancelled: the
 * account was withdrawn or the advertising consent taken back before it went out.
 */
export type NoticeState = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

export const NOTICE_STATE_LABEL: Record<NoticeState, string> = {
  queued: '발송 대기',
  sending: '발송 중',
  sent: '발송 완료',
  failed: '발송 실패',
  cancelled: '발송 취소',
};

/** A stored channel's Korean name; an unknown value shows as it is. */
export const channelLabel = (channel: string): string => CHANNEL_LABEL[channel as Channel] ?? channel;

/** A stored state's Korean name; an unknown value shows as it is. */
export const noticeStateLabel = (state: string): string => NOTICE_STATE_LABEL[state as NoticeState] ?? state;

/**
 * What the provider later reported of a message it took: it reached the phone, or it did not (a number
 * without KakaoTalk, a phone switched off for days, a wrong number). A provider reports a few minutes after
 * the send at the earliest; until then, and for a channel with no reports (e-mail), there is none.
 */
export type DeliveryReport = 'delivered' | 'undelivered';

export const DELIVERY_REPORT_LABEL: Record<DeliveryReport, string> = {
  delivered: '수신 확인',
  undelivered: '미수신',
};

/** One try of the delivery log as it reads: "알림톡 실패", "알림톡 성공", "알림톡 성공 · 미수신". */
export type LoggedAttempt = { channel: string; ok: boolean; report?: string | null };

/** "알림톡 성공" (taken), with the provider's later report when there is one: "알림톡 성공 · 수신 확인". */
export function attemptLabel(attempt: LoggedAttempt): string {
  const taken = `${channelLabel(attempt.channel)} ${attempt.ok ? '성공' : '실패'}`;
  const report =
    attempt.ok && attempt.report ? DELIVERY_REPORT_LABEL[attempt.report as DeliveryReport] : null;
  return report ? `${taken} · ${report}` : taken;
}

/** "알림톡 · 발송 완료": how the delivery log names a message's channel and state. */
export function deliverySummary(channel: string, state: string): string {
  return `${channelLabel(channel)} · ${noticeStateLabel(state)}`;
}

/** "알림톡 실패 → 문자 성공": a message's tries in order, for a table cell. */
export function attemptTrail(attempts: LoggedAttempt[]): string {
  if (attempts.length === 0) return '-';
  return attempts.map(attemptLabel).join(' → ');
}
