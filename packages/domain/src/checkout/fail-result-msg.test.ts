import { describe, expect, it } from 'vitest';
import { failResultMsg, type PaymentStep } from './fail-result-msg';

const step = (instance: string): PaymentStep => ({ at: '2026-05-01T00:00:00Z', name: 'charge', instance });

describe('failResultMsg', () => {
  it('reads the last of several steps, not the second', () => {
    const steps = [
      step(JSON.stringify({ resultmsg: '카드 인증' })),
      step(JSON.stringify({ resultmsg: '승인 요청' })),
      step(JSON.stringify({ resultcode: '61', resultmsg: '한도 초과' })),
    ];
    expect(failResultMsg(steps)).toBe('한도 초과');
  });

  it('gives an empty text when the last resultmsg is absent or not a text', () => {
    expect(
      failResultMsg([step(JSON.stringify({ resultmsg: '잔액 부족' })), step('{"resultcode":"51"}')]),
    ).toBe('');
    expect(failResultMsg([step('{"resultmsg":51}')])).toBe('');
    expect(failResultMsg([step('{"resultmsg":null}')])).toBe('');
    expect(failResultMsg([step('{"resultmsg":{"text":"잔액 부족"}}')])).toBe('');
  });

  it('gives an empty text for JSON that is not an object, and for no steps', () => {
    expect(failResultMsg([step('null')])).toBe('');
    expect(failResultMsg([step('"잔액 부족"')])).toBe('');
    expect(failResultMsg([step('')])).toBe('');
    expect(failResultMsg(null)).toBe('');
  });
});
