/** The demo customer of the README, with two Seoul addresses; the rentals are made by the demo's timeline. */
export const DEMO_CUSTOMER = {
  email: 'demo@soridam.kr',
  password: 'demo1234!',
  name: '김소리',
  mobile: '01012345678',
};

/** A second customer whose rentals show the states a demo customer should not live through. */
export const DEMO_OTHER_CUSTOMER = {
  email: 'music@soridam.kr',
  name: '이음악',
  mobile: '01098765432',
};

export const DEMO_SPOTS = [
  {
    title: '우리집',
    addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
    addrCode: '03925',
    addrDesc: '상암 리버뷰 101동 1203호',
    isDefault: true,
    weekend: false,
  },
  {
    title: '회사',
    addr: '서울특별시 강남구 테헤란로 152 (역삼동)',
    addrCode: '06236',
    addrDesc: '강남파이낸스센터 12층',
    isDefault: false,
    weekend: true,
  },
];

/** Test cards of the built-in PG (README): one that approves, one whose charges are declined. */
export const DEMO_CARDS = { ok: '4242424242424242', declining: '4000000000000002' } as const;
