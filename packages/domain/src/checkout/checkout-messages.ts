// Texts of the checkout and card calls (storefront-and-account.md sections 7 and 8, rental-lifecycle.md 8).
export const PUR_ORDER_FAIL_MESSAGE =
  '구매 진행이 실패했습니다. 재고가 품절일 수 있습니다. 관리자에게 문의해주세요.';
export const PUR_ORDER_NOT_ARRAY_MESSAGE = '구매에 실패했습니다.';
export const PAYMENT_FAIL_MESSAGE = '결제에 실패했습니다.';
export const SUBSC_CREATE_FAIL_MESSAGE = '구독을 생성하지 못했습니다.';
export const CARD_CHANGED_MESSAGE = '카드를 변경했습니다.';
export const CARD_CHANGE_FAIL_MESSAGE = '카드를 변경하지 못했습니다.';
export const SHIP_SAVED_MESSAGE = '저장되었습니다';
export const SHIP_SAVE_FAIL_MESSAGE = '실패했습니다';
/** "Card registration failed (cancelled or input error)", in Korean. */
export const CARD_REGISTRATION_FAIL_MESSAGE = '카드 등록에 실패했습니다. (취소 또는 입력 오류)';
/** The fail page: the payment was not processed (bad information or network), the items are back in the cart. */
export const PAYMENT_FAIL_PAGE_MESSAGE =
  '입력하신 정보가 올바르지 않거나 네트워크 문제로 결제가 처리되지 않았습니다. 주문하신 상품은 장바구니로 돌아갔습니다.';

// Ours: the documents give no texts for these.
export const PAYMENT_COST_CHANGED_MESSAGE = '결제 금액이 변경되었습니다. 장바구니를 다시 확인해주세요.';
export const CARD_IN_USE_MESSAGE = '사용 중인 카드는 삭제할 수 없습니다.';
export const IDEMPOTENCY_MISMATCH_MESSAGE = '같은 요청 키로 다른 내용의 요청을 보낼 수 없습니다.';
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.';
