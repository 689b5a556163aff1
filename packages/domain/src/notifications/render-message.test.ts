import { describe, expect, it } from 'vitest';
import { allowedChannels, channelsFor, parseChannelOverrides } from './channel-order';
import { smsType } from './channels';
import { MissingVariableError, renderMessage, templateVariables } from './render-message';
import { rentalMessageVariables } from './rental-messages';
import { MESSAGE_KIND_LABEL, MESSAGE_KINDS, MESSAGE_TEMPLATES } from './templates';

const site = { publicUrl: 'https://soridam.kr', optOut: '무료수신거부 080-000-0000' };

describe('message templates', () => {
  it('renders every kind with its variables, leaving no placeholder', () => {
    for (const kind of MESSAGE_KINDS) {
      const names = templateVariables(kind);
      const variables = Object.fromEntries(names.map((n) => [n, `값${n}`]));
      const out = renderMessage(kind, variables, site);
      for (const text of [out.title, out.body, out.content, out.button?.url ?? '']) {
        expect(text, kind).not.toContain('#{');
      }
      for (const name of names)
        expect(`${out.title}${out.content}`, `${kind} ${name}`).toContain(`값${name}`);
      expect(MESSAGE_KIND_LABEL[kind]).toBeTruthy();
    }
  });

  it('refuses to render with a variable missing or empty', () => {
    expect(() =>
      renderMessage('chargeFailed', { 상품명: '턴테이블', 금액: '1원', 렌탈번호: '3' }, site),
    ).toThrow(MissingVariableError);
    expect(() =>
      renderMessage('chargeFailed', { 상품명: '턴테이블', 금액: '1원', 사유: '', 렌탈번호: '3' }, site),
    ).toThrow(/#\{사유\}/);
  });

  it('turns a failed charge into the retry message with a button to the rental', () => {
    const { kind, variables } = rentalMessageVariables(
      { kind: 'chargeFailed', title: '턴테이블 TT-1', amount: 54_900, reason: '잔액 부족' },
      42,
    );
    const out = renderMessage(kind, variables, site);
    expect(out.title).toBe('[소리담] 턴테이블 TT-1 결제 실패 안내');
    expect(out.body).toContain('정기 결제 54,900원이 결제되지 않았습니다 (잔액 부족)');
    expect(out.button).toEqual({ name: '다시 결제하기', url: 'https://soridam.kr/customer_v2/subscs/42' });
    expect(out.content.endsWith('다시 결제하기: https://soridam.kr/customer_v2/subscs/42')).toBe(true);
    expect(out.body).not.toContain('https://');
  });

  it('confirms a termination request with the pickup day and the estimate, which is not yet final', () => {
    const { kind, variables } = rentalMessageVariables(
      { kind: 'terminationRequested', title: '턴테이블 TT-1', pickupAt: '2026-12-01', estimate: 59_983 },
      42,
    );
    const out = renderMessage(kind, variables, site);
    expect(MESSAGE_KIND_LABEL.terminationRequested).toBe('해지 신청 접수');
    expect(out.title).toBe('[소리담] 턴테이블 TT-1 해지 신청 접수 안내');
    expect(out.body).toBe(
      '턴테이블 TT-1 렌탈의 해지 신청이 접수되었습니다.\n회수 희망일: 2026-12-01\n예상 위약금: 59,983원\n' +
        '최종 위약금은 제품을 회수해 점검한 뒤 확정됩니다.\n주문번호: SD-000042',
    );
    expect(out.button?.url).toBe('https://soridam.kr/customer_v2/subscs/42');
  });

  it('receipts a paid loss charge as 분실 변상금, never 위약금, with the billing history button', () => {
    const { kind, variables } = rentalMessageVariables(
      { kind: 'lossPaid', title: '턴테이블 TT-1', amount: 150_000 },
      42,
    );
    const out = renderMessage(kind, variables, site);
    expect(MESSAGE_TEMPLATES.lossPaid.code).toBe('SRD_LOSS_PAID');
    expect(MESSAGE_KIND_LABEL.lossPaid).toBe('분실 변상금 결제 완료');
    expect(out.title).toBe('[소리담] 턴테이블 TT-1 분실 변상금 결제 완료');
    expect(out.body).toBe(
      '분실 변상금 150,000원이 결제되었습니다. 그동안 이용해 주셔서 감사합니다.\n주문번호: SD-000042',
    );
    expect(`${out.title}${out.content}`).not.toContain('위약금');
    expect(out.button).toEqual({
      name: '청구 내역 보기',
      url: 'https://soridam.kr/customer_v2/payments/bill/subsc/42',
    });
  });

  it('picks the template by what happened: pickup or ownership, penalty or none', () => {
    const at = new Date('2026-03-01T00:00:00+09:00');
    const kindOf = (m: Parameters<typeof rentalMessageVariables>[0]) => rentalMessageVariables(m, 1).kind;
    expect(kindOf({ kind: 'termNotice', title: 't', stopAt: at, rentalTake: true })).toBe('termNoticeOwn');
    expect(kindOf({ kind: 'termNotice', title: 't', stopAt: at, rentalTake: false })).toBe(
      'termNoticePickup',
    );
    expect(kindOf({ kind: 'termEnded', title: 't', pickupAt: at })).toBe('termEndedPickup');
    expect(kindOf({ kind: 'termEnded', title: 't', pickupAt: null })).toBe('termEnded');
    expect(kindOf({ kind: 'terminated', title: 't', penalty: 1 })).toBe('terminatedPenalty');
    expect(kindOf({ kind: 'terminated', title: 't', penalty: 0 })).toBe('terminated');
    const receipt = rentalMessageVariables(
      { kind: 'receipt', title: 't', round: 7, amount: 1000, paidAt: at },
      1,
    );
    expect(receipt.variables).toMatchObject({ 회차: '7', 금액: '1,000원', 결제일: '2026-03-01' });
  });

  it('marks advertising with (광고) first and the opt-out line last', () => {
    const out = renderMessage('promotion', { 제목: '겨울 특가', 내용: '턴테이블 첫 달 무료' }, site);
    expect(out.title).toBe('(광고) 겨울 특가');
    expect(out.content.startsWith('(광고) 소리담\n턴테이블 첫 달 무료')).toBe(true);
    expect(out.content.endsWith('\n무료수신거부 080-000-0000')).toBe(true);
    expect(out.body).toBe('(광고) 소리담\n턴테이블 첫 달 무료\n무료수신거부 080-000-0000');
    expect(() => renderMessage('promotion', { 제목: 'a', 내용: 'b' }, { ...site, optOut: ' ' })).toThrow(
      'advertising needs an opt-out line',
    );
  });
});

describe('channels', () => {
  it('tries 알림톡, then SMS, then e-mail for rental messages; reset links by e-mail only', () => {
    expect(channelsFor('chargeFailed')).toEqual(['alimtalk', 'sms', 'email']);
    expect(channelsFor('passwordReset')).toEqual(['email']);
    expect(channelsFor('receipt', { receipt: ['email'] })).toEqual(['email']);
  });

  it('never sends advertising by 알림톡', () => {
    expect(allowedChannels('promotion')).toEqual(['sms', 'email']);
    expect(MESSAGE_TEMPLATES.promotion.channels).not.toContain('alimtalk');
    expect(parseChannelOverrides('promotion=alimtalk,sms')).toEqual({
      error: 'promotion: channel "alimtalk" is not allowed',
    });
  });

  it('reads MESSAGE_CHANNELS and names the first mistake', () => {
    expect(parseChannelOverrides(' receipt=email ; chargeFailed=sms,alimtalk ')).toEqual({
      overrides: { receipt: ['email'], chargeFailed: ['sms', 'alimtalk'] },
    });
    expect(parseChannelOverrides('')).toEqual({ overrides: {} });
    expect(parseChannelOverrides('nope=email')).toEqual({ error: 'unknown message kind "nope"' });
    expect(parseChannelOverrides('receipt=')).toEqual({ error: 'receipt: no channel given' });
    expect(parseChannelOverrides('receipt=fax')).toEqual({ error: 'receipt: channel "fax" is not allowed' });
    expect(parseChannelOverrides('receipt=sms,sms')).toEqual({ error: 'receipt: a channel is named twice' });
    expect(parseChannelOverrides('receipt')).toEqual({ error: 'receipt: no channel given' });
    expect(parseChannelOverrides('receipt = sms, email; ')).toEqual({
      overrides: { receipt: ['sms', 'email'] },
    });
  });

  it('counts a Korean letter as two bytes: over 90 bytes is an LMS', () => {
    expect(smsType('가'.repeat(45))).toBe('SMS');
    expect(smsType('가'.repeat(46))).toBe('LMS');
    expect(smsType('a'.repeat(90))).toBe('SMS');
    expect(smsType(`${'가'.repeat(44)}ab`)).toBe('SMS');
    expect(smsType(`${'가'.repeat(44)}abc`)).toBe('LMS');
    // Anything from U+0080 up is two bytes, ASCII up to U+007F one.
    expect(smsType('\u0080'.repeat(46))).toBe('LMS');
    expect(smsType('\u007f'.repeat(90))).toBe('SMS');
  });
});
