import { CARE_TRANSITIONS } from '@shop/domain/care/care-machine';
import { RENTAL_TRANSITIONS } from '@shop/domain/rental/rental-transitions';

/** What each part of an audit action names (`prod.update`: the product, edited), in the console's words. */
const SUBJECTS: Record<string, string> = {
  care: 'AS',
  customer: '고객',
  doc: '문서',
  featd: '추천 그룹',
  forum: '게시글',
  maker: '제조사',
  manual: '매뉴얼',
  messages: '메시지',
  payment: '결제',
  prod: '상품',
  prodCat: '카테고리',
  prodImage: '상품 사진',
  prodOpt: '상품 옵션',
  prodStock: '재고',
  quizQuestion: '취향 테스트 질문',
  quizResult: '취향 테스트 결과',
  rental: '렌탈',
  staff: '직원',
  tag: '태그',
};

const DEEDS: Record<string, string> = {
  add: '입고',
  conns: '구성 변경',
  create: '등록',
  delete: '삭제',
  discount: '할인 등록',
  discountEnd: '할인 종료',
  fees: '요금 변경',
  image: '사진 변경',
  order: '순서 변경',
  passwordChange: '비밀번호 변경',
  passwordSet: '비밀번호 설정',
  prods: '상품 연결',
  promotion: '광고 발송',
  publish: '게시',
  quote: '견적',
  refund: '환불',
  resetPassword: '비밀번호 초기화',
  retire: '폐기',
  reveal: '개인정보 조회',
  totpEnable: '2단계 인증 설정',
  update: '수정',
  upload: '업로드',
  visibility: '공개 설정',
};

/**
 * An audit row's action as staff read it: a rental's or an AS request's move by its button's label
 * (`rental.completeInstall`: 렌탈 · 설치 완료), any other write by what it touched and did (`prod.update`:
 * 상품 수정). An action this table does not know keeps its code, so a new one is never hidden.
 */
export function auditActionLabel(action: string): string {
  if (action === 'login') return '로그인';
  const [subject = '', deed = ''] = action.split('.');
  const moves: Record<string, { label: string }> | null =
    subject === 'rental' ? RENTAL_TRANSITIONS : subject === 'care' ? CARE_TRANSITIONS : null;
  const what = Object.hasOwn(SUBJECTS, subject) ? SUBJECTS[subject] : undefined;
  if (!what) return action;
  if (moves && Object.hasOwn(moves, deed)) return `${what} · ${moves[deed]!.label}`;
  return Object.hasOwn(DEEDS, deed) ? `${what} ${DEEDS[deed]}` : action;
}
