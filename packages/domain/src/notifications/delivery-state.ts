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

/** "알림톡 · 발송 완료": how the delivery log names a message's channel and state. */
export function deliverySummary(channel: string, state: string): string {
  const channelLabel = CHANNEL_LABEL[channel as Channel] ?? channel;
  const stateLabel = NOTICE_STATE_LABEL[state as NoticeState] ?? state;
  return `${channelLabel} · ${stateLabel}`;
}

/** "알림톡 실패 → 문자 성공": a message's tries in order, for a table cell. */
export function attemptTrail(attempts: { channel: string; ok: boolean }[]): string {
  if (attempts.length === 0) return '-';
  return attempts
    .map((a) => `${CHANNEL_LABEL[a.channel as Channel] ?? a.channel} ${a.ok ? '성공' : '실패'}`)
    .join(' → ');
}
