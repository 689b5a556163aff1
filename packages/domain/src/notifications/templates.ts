import type { Channel, Purpose } from './channels';

/**
 * One message kind as its 알림톡 template: the text Kakao approved in advance, with #{변수} filled at send
 * time, and at most one web-link button to the screen the message is about (a path under /customer_v2,
 * variables allowed). SMS and e-mail carry the same text with the button's link written out.
 */
export type MessageTemplate = {
  purpose: Purpose;
  /** The template's code as registered with the messaging provider (알림톡 only). */
  code: string;
  /** Channels tried in order until one accepts; MESSAGE_CHANNELS can reorder or drop them per kind. */
  channels: readonly Channel[];
  title: string;
  body: string;
  button?: { name: string; path: string };
};

const TALK_FIRST = ['alimtalk', 'sms', 'email'] as const;
const RENTAL_BUTTON = { name: '렌탈 상세 보기', path: 'subscs/#{렌탈번호}' };
const BILLING_BUTTON = { name: '청구 내역 보기', path: 'payments/bill/subsc/#{렌탈번호}' };
const RETRY_BUTTON = { name: '다시 결제하기', path: 'subscs/#{렌탈번호}' };
const CARE_BUTTON = { name: 'A/S 확인하기', path: 'cares/#{접수번호}' };

export const MESSAGE_TEMPLATES = {
  welcome: {
    purpose: 'transactional',
    code: 'SRD_WELCOME',
    channels: ['alimtalk', 'email'],
    title: '[소리담] 회원가입을 환영합니다',
    body: '#{이름}님, 소리담 회원이 되신 것을 환영합니다. 마음에 드는 오디오를 렌탈하거나 구매해 보세요.',
    button: { name: '소리담 둘러보기', path: '' },
  },
  orderComplete: {
    purpose: 'transactional',
    code: 'SRD_ORDER_COMPLETE',
    channels: TALK_FIRST,
    title: '[소리담] 주문 완료 안내',
    body: '#{상품명} 주문이 완료되었습니다. 첫 회차 #{금액}이 결제되었습니다. 배송과 설치 일정은 담당자가 연락드려 정합니다.\n주문번호: #{주문번호}',
    button: { name: '주문 확인하기', path: 'subscs' },
  },
  shipped: {
    purpose: 'transactional',
    code: 'SRD_SHIPPED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 배송 출발 안내',
    body: '#{상품명} 설치를 위해 제품이 출발했습니다. 설치 기사가 방문 전에 연락드립니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  installed: {
    purpose: 'transactional',
    code: 'SRD_INSTALLED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 설치 완료 안내',
    body: '#{상품명} 설치가 끝나 렌탈이 시작되었습니다. 약정 기간은 #{시작일}부터 #{만료일}까지이며, 다음 결제일은 #{다음결제일}입니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  careUpdate: {
    purpose: 'transactional',
    code: 'SRD_CARE_UPDATE',
    channels: TALK_FIRST,
    title: '[소리담] A/S 진행 안내',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})이 [#{단계}] 단계로 바뀌었습니다.',
    button: { name: 'A/S 확인하기', path: 'cares/#{접수번호}' },
  },
  careVisit: {
    purpose: 'transactional',
    code: 'SRD_CARE_VISIT',
    channels: TALK_FIRST,
    title: '[소리담] A/S 방문 예정 안내',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})의 기사 방문 예정일은 #{방문일}입니다. 방문 전에 기사가 연락드립니다.',
    button: { name: 'A/S 확인하기', path: 'cares/#{접수번호}' },
  },
  careRepaired: {
    purpose: 'transactional',
    code: 'SRD_CARE_REPAIRED',
    channels: TALK_FIRST,
    title: '[소리담] A/S 수리 완료 안내',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})의 수리가 끝났습니다. 수리 비용은 #{금액}입니다. 앱에서 결제하신 뒤 재설치 방문일을 선택해 주세요.',
    button: CARE_BUTTON,
  },
  careRepairedFree: {
    purpose: 'transactional',
    code: 'SRD_CARE_REPAIRED_FREE',
    channels: TALK_FIRST,
    title: '[소리담] A/S 수리 완료 안내',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})의 수리가 끝났습니다. 무상 수리로 결제하실 비용은 없습니다. 앱에서 재설치 방문일을 선택해 주세요.',
    button: CARE_BUTTON,
  },
  carePaid: {
    purpose: 'transactional',
    code: 'SRD_CARE_PAID',
    channels: TALK_FIRST,
    title: '[소리담] A/S 수리 비용 결제 완료',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})의 수리 비용 #{금액}이 #{결제일}에 결제되었습니다. 앱에서 재설치 방문일을 선택해 주세요.',
    button: CARE_BUTTON,
  },
  careVisitConfirmed: {
    purpose: 'transactional',
    code: 'SRD_CARE_VISIT_CONFIRMED',
    channels: TALK_FIRST,
    title: '[소리담] A/S 재설치 방문일 확정 안내',
    body: '#{상품명} A/S 신청(접수번호 #{접수번호})의 재설치 방문일이 #{방문일}로 확정되었습니다. 방문 전에 기사가 연락드립니다.',
    button: CARE_BUTTON,
  },
  receipt: {
    purpose: 'transactional',
    code: 'SRD_RECEIPT',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} #{회차}회차 결제 완료',
    body: '#{상품명} #{회차}회차 요금 #{금액}이 #{결제일}에 결제되었습니다.\n주문번호: #{주문번호}',
    button: BILLING_BUTTON,
  },
  chargeFailed: {
    purpose: 'transactional',
    code: 'SRD_CHARGE_FAILED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 결제 실패 안내',
    body: '#{상품명}의 정기 결제 #{금액}이 결제되지 않았습니다 (#{사유}).\n결제 카드를 확인하신 뒤 아래에서 다시 결제해 주세요. 미납 금액에는 1%의 연체 이자가 붙습니다.\n주문번호: #{주문번호}',
    button: RETRY_BUTTON,
  },
  unpaidPaid: {
    purpose: 'transactional',
    code: 'SRD_UNPAID_PAID',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 미납 요금 결제 완료',
    body: '미납 요금 #{금액}(연체 이자 #{이자} 포함)이 결제되었습니다. 감사합니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  paused: {
    purpose: 'transactional',
    code: 'SRD_PAUSED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 렌탈 일시 중지 안내',
    body: '정기 결제가 계속 실패하여 #{상품명} 렌탈이 미납중 상태가 되었습니다. 미납 금액 #{미납금액}을 결제하시면 바로 렌탈이 재개됩니다.\n주문번호: #{주문번호}',
    button: RETRY_BUTTON,
  },
  collection: {
    purpose: 'transactional',
    code: 'SRD_COLLECTION',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 채권추심 이관 안내',
    body: '3개월 이상 미납되어 #{상품명} 렌탈이 해지되고 미납 금액 #{미납금액}이 채권추심 기관으로 이관되었습니다. 문의: #{문의전화}\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  termNoticeOwn: {
    purpose: 'transactional',
    code: 'SRD_TERM_NOTICE_OWN',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 약정 만료 예정 안내',
    body: '#{상품명}의 약정 기간이 #{만료일}에 끝납니다. 마지막 회차까지 결제되면 제품은 고객님 소유가 됩니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  termNoticePickup: {
    purpose: 'transactional',
    code: 'SRD_TERM_NOTICE_PICKUP',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 약정 만료 예정 안내',
    body: '#{상품명}의 약정 기간이 #{만료일}에 끝납니다. 만료 후 제품 회수를 위해 연락드리겠습니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  termEnded: {
    purpose: 'transactional',
    code: 'SRD_TERM_ENDED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 약정 만료 및 회수 안내',
    body: '#{상품명}의 약정 기간이 끝났습니다. 더 이상 요금이 청구되지 않습니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  termEndedPickup: {
    purpose: 'transactional',
    code: 'SRD_TERM_ENDED_PICKUP',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 약정 만료 및 회수 안내',
    body: '#{상품명}의 약정 기간이 끝났습니다. 더 이상 요금이 청구되지 않습니다. 제품 회수 예정일은 #{회수일}입니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  ownershipTransferred: {
    purpose: 'transactional',
    code: 'SRD_OWNERSHIP',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 소유권 이전 안내',
    body: '#{상품명}의 약정 기간이 끝나 제품이 고객님 소유가 되었습니다. 그동안 이용해 주셔서 감사합니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  terminationRequested: {
    purpose: 'transactional',
    code: 'SRD_TERMINATION_REQUESTED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 해지 신청 접수 안내',
    body:
      '#{상품명} 렌탈의 해지 신청이 접수되었습니다.\n회수 희망일: #{회수일}\n예상 위약금: #{위약금}\n' +
      '최종 위약금은 제품을 회수해 점검한 뒤 확정됩니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  terminated: {
    purpose: 'transactional',
    code: 'SRD_TERMINATED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 해지 완료 안내',
    body: '#{상품명} 렌탈이 해지되었습니다. 위약금은 없습니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  terminatedPenalty: {
    purpose: 'transactional',
    code: 'SRD_TERMINATED_PENALTY',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 해지 완료 안내',
    body: '#{상품명} 렌탈이 해지되었습니다. 위약금 #{위약금}이 등록된 카드로 청구됩니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  lost: {
    purpose: 'transactional',
    code: 'SRD_LOST',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 분실 해지 안내',
    body: '#{상품명} 렌탈이 제품 분실로 해지되었습니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  lostCharge: {
    purpose: 'transactional',
    code: 'SRD_LOST_CHARGE',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 분실 해지 안내',
    body: '#{상품명} 렌탈이 제품 분실로 해지되었습니다. 분실 변상금 #{금액}이 등록된 카드로 청구됩니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  penaltyPaid: {
    purpose: 'transactional',
    code: 'SRD_PENALTY_PAID',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 위약금 결제 완료',
    body: '해지 위약금 #{금액}이 결제되었습니다. 그동안 이용해 주셔서 감사합니다.\n주문번호: #{주문번호}',
    button: BILLING_BUTTON,
  },
  // A loss charge is no penalty: its receipt says what it is (decision 031).
  lossPaid: {
    purpose: 'transactional',
    code: 'SRD_LOSS_PAID',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 분실 변상금 결제 완료',
    body: '분실 변상금 #{금액}이 결제되었습니다. 그동안 이용해 주셔서 감사합니다.\n주문번호: #{주문번호}',
    button: BILLING_BUTTON,
  },
  refunded: {
    purpose: 'transactional',
    code: 'SRD_REFUNDED',
    channels: TALK_FIRST,
    title: '[소리담] #{상품명} 환불 완료',
    body: '#{금액}이 결제하신 카드로 환불되었습니다. 카드사에 따라 3~7영업일이 걸릴 수 있습니다.\n주문번호: #{주문번호}',
    button: RENTAL_BUTTON,
  },
  // A reset link proves the mailbox: it goes by e-mail only.
  passwordReset: {
    purpose: 'transactional',
    code: 'SRD_PASSWORD_RESET',
    channels: ['email'],
    title: '[소리담] 비밀번호 재설정 안내',
    body: '#{이름}님, 비밀번호 재설정을 요청하셨습니다.\n아래 링크에서 #{유효시간}분 안에 새 비밀번호를 설정해 주세요.\n#{링크}\n요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
  },
  staffInvite: {
    purpose: 'transactional',
    code: 'SRD_STAFF_INVITE',
    channels: ['email'],
    title: '[소리담 콘솔] 운영 콘솔에 초대되었습니다',
    body: '#{이름}님, 소리담 운영 콘솔 계정이 만들어졌습니다.\n아래 링크에서 #{유효시간}시간 안에 비밀번호를 정해 주세요. 링크는 한 번만 쓸 수 있습니다.\n#{링크}\n요청한 적이 없다면 관리자에게 알려 주세요.',
  },
  staffPasswordReset: {
    purpose: 'transactional',
    code: 'SRD_STAFF_RESET',
    channels: ['email'],
    title: '[소리담 콘솔] 비밀번호 재설정 안내',
    body: '#{이름}님, 관리자가 콘솔 비밀번호를 재설정했습니다.\n아래 링크에서 #{유효시간}시간 안에 비밀번호를 정해 주세요. 링크는 한 번만 쓸 수 있습니다.\n#{링크}\n요청한 적이 없다면 관리자에게 알려 주세요.',
  },
  // 알림톡 cannot carry advertising (Kakao's rule): a promotion goes by SMS and e-mail.
  promotion: {
    purpose: 'advertising',
    code: 'SRD_PROMOTION',
    channels: ['sms', 'email'],
    title: '#{제목}',
    body: '#{내용}',
    button: { name: '소리담 바로가기', path: '' },
  },
} as const satisfies Record<string, MessageTemplate>;

export type MessageKind = keyof typeof MESSAGE_TEMPLATES;

export const MESSAGE_KINDS = Object.keys(MESSAGE_TEMPLATES) as MessageKind[];

export function isMessageKind(value: string): value is MessageKind {
  return Object.hasOwn(MESSAGE_TEMPLATES, value);
}

/** What the delivery log and the console call each kind. */
export const MESSAGE_KIND_LABEL: Record<MessageKind, string> = {
  welcome: '회원가입',
  orderComplete: '주문 완료',
  shipped: '배송 출발',
  installed: '설치 완료',
  careUpdate: 'A/S 진행',
  careVisit: 'A/S 방문 예정',
  careRepaired: 'A/S 수리 완료(결제 안내)',
  careRepairedFree: 'A/S 수리 완료(무상 수리)',
  carePaid: 'A/S 수리 비용 결제 완료',
  careVisitConfirmed: 'A/S 재설치 방문일 확정',
  receipt: '결제 완료',
  chargeFailed: '결제 실패',
  unpaidPaid: '미납 결제 완료',
  paused: '렌탈 일시 중지',
  collection: '채권추심 이관',
  termNoticeOwn: '약정 만료 예정(소유권 이전)',
  termNoticePickup: '약정 만료 예정(회수)',
  termEnded: '약정 만료',
  termEndedPickup: '약정 만료(회수일 안내)',
  ownershipTransferred: '소유권 이전',
  terminationRequested: '해지 신청 접수',
  terminated: '해지 완료',
  terminatedPenalty: '해지 완료(위약금)',
  lost: '분실 해지',
  lostCharge: '분실 해지(변상금)',
  penaltyPaid: '위약금 결제 완료',
  lossPaid: '분실 변상금 결제 완료',
  refunded: '환불 완료',
  passwordReset: '비밀번호 재설정',
  staffInvite: '콘솔 초대',
  staffPasswordReset: '콘솔 비밀번호 재설정',
  promotion: '광고',
};
