/** The shop's own details, as in the web footer; used by documents and manuals. */
export const COMPANY = {
  name: '소리담 주식회사',
  brand: '소리담',
  ceo: '한지원',
  address: '서울특별시 성동구 성수이로 113, 4층 (성수동2가)',
  businessNumber: '214-88-51734',
  mailOrderNumber: '제2024-서울성동-1187호',
  privacyOfficer: '오세훈',
  email: 'help@soridam.kr',
  phone: '1588-0000',
  hours: '평일 10:00~18:00 (점심시간 12:30~13:30, 주말·공휴일 휴무)',
} as const;
