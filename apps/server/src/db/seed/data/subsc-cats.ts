import type { SubscCatType } from '@shop/domain/codes/subsc-cat-type';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';

export type SubscCatSeed = {
  id: number;
  type: SubscCatType;
  title: string;
  content: string;
  /** Monthly base price in won shown on the category (exchange subscription). */
  cost: number;
  onlyPkg: boolean;
  /** Products the category offers (slugs); empty = every product of the rental catalogue. */
  prodSlugs: string[];
  /** Duration options: months, monthly cost for the category itself, change count allowed. */
  durations: { val: number; cost: number; ctrChange?: number }[];
};

/** Duration factor for exchange-subscription fees relative to the 12-month fee. */
export const MULTI_FACTOR: Record<number, number> = { 12: 1, 24: 0.9 };

export const SUBSC_CATS: SubscCatSeed[] = [
  {
    id: 1,
    type: SUBSC_CAT_TYPE.RENTAL_TAKE,
    title: '렌탈',
    content:
      '12·24·36·48개월 중 원하는 기간을 고르고 매달 나눠 내는 렌탈입니다. 기간이 끝나면 제품은 고객님 소유가 됩니다.',
    cost: 0,
    onlyPkg: false,
    prodSlugs: [],
    durations: [12, 24, 36, 48].map((val) => ({ val, cost: 0 })),
  },
  {
    id: 2,
    type: SUBSC_CAT_TYPE.MULTI,
    title: '교환 구독',
    content:
      '한 대의 오디오에 머무르지 마세요. 교환 구독은 석 달마다 다른 턴테이블·스피커·헤드폰으로 바꿔 쓰는 구독입니다. 교환 배송과 설치는 무료입니다.',
    cost: 39000,
    onlyPkg: false,
    prodSlugs: [
      'oneum-tt-1',
      'oneum-tt-3',
      'oneum-tt-mini',
      'nordlyd-plade',
      'nordlyd-hygge-1',
      'nordlyd-o-one',
      'nordlyd-strand',
      'aurel-a1',
      'aurel-buds-pro',
      'nordlyd-lytte',
    ],
    durations: [
      { val: 12, cost: 39000, ctrChange: 4 },
      { val: 24, cost: 35000, ctrChange: 8 },
    ],
  },
];
