import { describe, expect, it } from 'vitest';
import { consentChangeNotice } from './consent-change-notice';

describe('consent change notice (정보통신망법 §50(8))', () => {
  it('names the date in Seoul, the shop, the consent and whether it was given or withdrawn', () => {
    expect(consentChangeNotice('agree-ad', true, '2026-11-24T16:30:00Z')).toBe(
      '2026년 11월 25일 소리담 광고성 정보 수신 동의가 처리되었습니다.',
    );
    expect(consentChangeNotice('agree-night', false, '2026-11-25T03:00:00Z')).toBe(
      '2026년 11월 25일 소리담 야간(21:00~08:00) 광고성 정보 수신 동의 철회가 처리되었습니다.',
    );
  });
});
