/** The ways a message reaches a customer, in the order Korean shops try them. */
export const CHANNELS = ['alimtalk', 'sms', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABEL: Record<Channel, string> = {
  alimtalk: '알림톡',
  sms: '문자',
  email: '이메일',
};

/**
 * transactional: about something the customer did or owns (a charge, a rental, a reset); always sent.
 * advertising: 광고성 정보 (정보통신망법 §50); only with consent, and at night only with night consent.
 */
export type Purpose = 'transactional' | 'advertising';

/** A text message over 90 bytes (EUC-KR: 2 per Korean letter) goes as an LMS, which costs more. */
export const SMS_MAX_BYTES = 90;

export function smsType(text: string): 'SMS' | 'LMS' {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes > SMS_MAX_BYTES ? 'LMS' : 'SMS';
}
