import { describe, expect, it } from 'vitest';
import * as messages from './checkout-messages';
import {
  CARD_CHANGE_FAIL_MESSAGE,
  CARD_CHANGED_MESSAGE,
  CARD_IN_USE_MESSAGE,
  CARD_REGISTRATION_FAIL_MESSAGE,
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  PAYMENT_COST_CHANGED_MESSAGE,
  PAYMENT_FAIL_MESSAGE,
  PAYMENT_FAIL_PAGE_MESSAGE,
  PUR_ORDER_FAIL_MESSAGE,
  PUR_ORDER_NOT_ARRAY_MESSAGE,
  SHIP_SAVE_FAIL_MESSAGE,
  SHIP_SAVED_MESSAGE,
  SUBSC_CREATE_FAIL_MESSAGE,
} from './checkout-messages';
import { PURCHASE_AGREEMENT_GROUPS } from './purchase-agreement-groups';

describe('checkout and card messages', () => {
  it('are the documented texts of the order, payment and subscription calls', () => {
    expect(PUR_ORDER_FAIL_MESSAGE).toBe(
      '구매 진행이 실패했습니다. 재고가 품절일 수 있습니다. 관리자에게 문의해주세요.',
    );
    expect(PUR_ORDER_NOT_ARRAY_MESSAGE).toBe('구매에 실패했습니다.');
    expect(PAYMENT_FAIL_MESSAGE).toBe('결제에 실패했습니다.');
    expect(SUBSC_CREATE_FAIL_MESSAGE).toBe('구독을 생성하지 못했습니다.');
    expect(PAYMENT_FAIL_PAGE_MESSAGE).toBe(
      '입력하신 정보가 올바르지 않거나 네트워크 문제로 결제가 처리되지 않았습니다. 주문하신 상품은 장바구니로 돌아갔습니다.',
    );
  });

  it('are the documented texts of the card and shipping-address calls', () => {
    expect(CARD_CHANGED_MESSAGE).toBe('카드를 변경했습니다.');
    expect(CARD_CHANGE_FAIL_MESSAGE).toBe('카드를 변경하지 못했습니다.');
    expect(CARD_REGISTRATION_FAIL_MESSAGE).toBe('카드 등록에 실패했습니다. (취소 또는 입력 오류)');
    // The documents give these two without a final period.
    expect(SHIP_SAVED_MESSAGE).toBe('저장되었습니다');
    expect(SHIP_SAVE_FAIL_MESSAGE).toBe('실패했습니다');
  });

  it('have our own texts where the documents give none', () => {
    expect(PAYMENT_COST_CHANGED_MESSAGE).toBe('결제 금액이 변경되었습니다. 장바구니를 다시 확인해주세요.');
    expect(CARD_IN_USE_MESSAGE).toBe('사용 중인 카드는 삭제할 수 없습니다.');
    expect(IDEMPOTENCY_MISMATCH_MESSAGE).toBe('같은 요청 키로 다른 내용의 요청을 보낼 수 없습니다.');
    expect(IDEMPOTENCY_IN_PROGRESS_MESSAGE).toBe(
      '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('are all different, so no call answers with another call’s text', () => {
    const texts = Object.values(messages);
    expect(texts).toHaveLength(14);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('purchase agreement group titles', () => {
  it('name the subscription terms and the personal-information consent', () => {
    expect(PURCHASE_AGREEMENT_GROUPS.map((g) => g.title)).toEqual([
      '구독(렌탈) 약관 동의',
      '개인정보 수집·이용 및 제공 동의',
    ]);
  });
});
