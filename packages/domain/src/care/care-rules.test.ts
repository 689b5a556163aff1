import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import {
  CARE_AGREEMENT_MESSAGE,
  CARE_ATTACHMENT_ACCEPT,
  CARE_CANCEL_FAILED_MESSAGE,
  CARE_CANCELLED_MESSAGE,
  CARE_CREATED_MESSAGE,
  CARE_STATE_MESSAGE,
  CARE_SYMPTOM_MAX_LENGTH,
  CARE_SYMPTOM_MIN_LENGTH,
  CARE_SYMPTOM_REQUIRED_MESSAGE,
  CARE_SYMPTOM_SHORT_MESSAGE,
  CARE_VISIT_CONFIRMED_MESSAGE,
  CARE_VISIT_DAYS_AHEAD,
  canSubmitCare,
  careStateMessage,
  careSymptomError,
  mayCancelCare,
} from './care-rules';

describe('care rules', () => {
  it('allow withdrawing only an UNSET request', () => {
    const cancellable = Object.values(CARE_STATE).filter(mayCancelCare);
    expect(cancellable).toEqual([CARE_STATE.UNSET]);
  });

  it('need a product, an address and the agreement to submit', () => {
    expect(canSubmitCare({ selectedCount: 1, spotId: 3, agreed: true })).toBe(true);
    expect(canSubmitCare({ selectedCount: 0, spotId: 3, agreed: true })).toBe(false);
    expect(canSubmitCare({ selectedCount: 1, spotId: null, agreed: true })).toBe(false);
    expect(canSubmitCare({ selectedCount: 1, spotId: 3, agreed: false })).toBe(false);
  });

  it('pin the agreement message and the accepted files', () => {
    expect(CARE_AGREEMENT_MESSAGE).toBe('A/S정책 및 개인정보 제공 동의해주세요.');
    expect(CARE_ATTACHMENT_ACCEPT).toBe('.jpg,.png,.pdf');
  });

  it('need a symptom of 10 characters at least, blanks around it not counted', () => {
    expect(CARE_SYMPTOM_MIN_LENGTH).toBe(10);
    expect(CARE_SYMPTOM_MAX_LENGTH).toBe(2000);
    expect(CARE_SYMPTOM_REQUIRED_MESSAGE).toBe('증상을 입력해 주세요.');
    expect(CARE_SYMPTOM_SHORT_MESSAGE).toBe('증상을 10자 이상 자세히 적어 주세요.');
    expect(careSymptomError('')).toBe(CARE_SYMPTOM_REQUIRED_MESSAGE);
    expect(careSymptomError('  \n ')).toBe(CARE_SYMPTOM_REQUIRED_MESSAGE);
    expect(careSymptomError('소리가 안 나요')).toBe(CARE_SYMPTOM_SHORT_MESSAGE);
    expect(careSymptomError('  소리가 안 나와요  ')).toBe(CARE_SYMPTOM_SHORT_MESSAGE);
    expect(careSymptomError('소리가 잘 안 나요')).toBeNull();
    expect(careSymptomError(' 소리가 잘 안 나요 ')).toBeNull();
  });

  it('count an emoji as one character', () => {
    expect(careSymptomError('소리가 안 나요😢')).toBe(CARE_SYMPTOM_SHORT_MESSAGE);
    expect(careSymptomError('소리가 안 나요 😢')).toBeNull();
  });

  it('pin the alerts of filing, withdrawing and confirming, as the shop wrote them', () => {
    expect(CARE_CREATED_MESSAGE).toBe('A/S 신청이 완료되었습니다.');
    expect(CARE_CANCELLED_MESSAGE).toBe('as 접수가 취소 되었습니다.');
    expect(CARE_CANCEL_FAILED_MESSAGE).toBe('as 접수 취소를 실패 했습니다');
    expect(CARE_VISIT_CONFIRMED_MESSAGE).toBe('방문일이 확정 됐습니다.');
  });

  it('tell the customer what happens next in each open state, the first visit three days ahead', () => {
    expect(CARE_VISIT_DAYS_AHEAD).toBe(3);
    expect(CARE_STATE_MESSAGE[CARE_STATE.UNSET]).toBe('담당자가 곧 연락드릴 예정입니다.');
    expect(CARE_STATE_MESSAGE[CARE_STATE.UNSET_ASSIGN]).toBe('AS 방문이 3일 후로 확정되었습니다.');
    expect(CARE_STATE_MESSAGE[CARE_STATE.UNSET_SHIP]).toBe('AS 방문이 3일 후로 확정되었습니다.');
    expect(CARE_STATE_MESSAGE[CARE_STATE.CHECK_ASSIGN]).toBe('엔지니어가 제품을 점검하고 수리하고 있습니다.');
    expect(CARE_STATE_MESSAGE[CARE_STATE.CHECK]).toBe('엔지니어가 제품을 점검하고 수리하고 있습니다.');
    expect(CARE_STATE_MESSAGE[CARE_STATE.CHECK_COMPLETE]).toBe(
      '수리가 완료되었습니다. 결제 후 배송 받으실 날짜를 선택해 주세요.',
    );
    expect(CARE_STATE_MESSAGE[CARE_STATE.CHECK_PAYMENT]).toBe(
      '결제가 완료되었습니다. 재설치 방문일을 선택해 주세요.',
    );
    expect(CARE_STATE_MESSAGE[CARE_STATE.SET]).toBe(
      '재설치 방문일이 확정되었습니다. 방문 전에 연락드리겠습니다.',
    );
  });

  it('say nothing extra once the visit is done, during the reinstall, or when the request is over', () => {
    const silent = Object.values(CARE_STATE).filter((state) => CARE_STATE_MESSAGE[state] === undefined);
    expect(silent).toEqual([
      CARE_STATE.UNSET_CANCEL,
      CARE_STATE.UNSET_COMPLETE,
      CARE_STATE.SET_ASSIGN,
      CARE_STATE.SET_SHIP,
      CARE_STATE.SET_COMPLETE,
      CARE_STATE.DONE,
    ]);
  });

  it('words a 0원 quote as a free repair, a paid one and every other step as before', () => {
    const C = CARE_STATE;
    expect(careStateMessage(C.CHECK_COMPLETE, 100_000)).toBe(
      '수리가 완료되었습니다. 결제 후 배송 받으실 날짜를 선택해 주세요.',
    );
    expect(careStateMessage(C.CHECK_COMPLETE, null)).toBe(CARE_STATE_MESSAGE[C.CHECK_COMPLETE]);
    expect(careStateMessage(C.CHECK_PAYMENT, 1)).toBe(
      '결제가 완료되었습니다. 재설치 방문일을 선택해 주세요.',
    );
    expect(careStateMessage(C.CHECK_COMPLETE, 0)).toBe(
      '수리가 완료되었습니다. 무상 수리로 결제하실 비용은 없습니다. 확인 후 배송 받으실 날짜를 선택해 주세요.',
    );
    expect(careStateMessage(C.CHECK_PAYMENT, 0)).toBe(
      '무상 수리가 확인되었습니다. 재설치 방문일을 선택해 주세요.',
    );
    for (const state of [C.SET, C.CHECK, C.UNSET]) {
      expect(careStateMessage(state, 0)).toBe(CARE_STATE_MESSAGE[state]);
    }
    expect(careStateMessage(C.DONE, 0)).toBe('');
    expect(careStateMessage(C.DONE, null)).toBe('');
    for (const state of Object.values(C)) expect(careStateMessage(state, 0)).not.toContain('결제가 완료');
  });
});
