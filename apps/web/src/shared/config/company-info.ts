/** Business registration details shown in the footer (소리담 주식회사). */
export const COMPANY_INFO = {
  name: '소리담 주식회사',
  ceo: '한지원',
  address: '서울특별시 성동구 성수이로 113, 4층 (성수동2가)',
  businessNumber: '214-88-51734',
  /** 공정거래위원회 사업자 정보 확인 page for the number above. */
  businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148851734',
  mailOrderNumber: '제2024-서울성동-1187호',
  privacyOfficer: '오세훈',
  email: 'help@soridam.kr',
} as const;

export const SUPPORT_HOURS = {
  weekdays: '평일 10:00~18:00',
  chat: '11:00~16:00',
  closed: '점심 12:00~13:00 · 주말 및 공휴일 휴무',
} as const;
