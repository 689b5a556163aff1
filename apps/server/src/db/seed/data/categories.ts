import type { CategorySeed } from './types';

/** Product categories; `sort` orders the menu and landing sections. The last one is hidden. */
export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    slug: 'turntable',
    title: '턴테이블',
    visible: true,
    sort: 1,
    content: '처음 만나는 LP부터 레퍼런스급 아날로그 사운드까지',
  },
  {
    id: 2,
    slug: 'speaker',
    title: '무선 스피커',
    visible: true,
    sort: 2,
    content: '선 없이 깔끔하게, 공간을 채우는 무선 스피커',
  },
  {
    id: 3,
    slug: 'headphone',
    title: '헤드폰',
    visible: true,
    sort: 3,
    content: '나만의 음악에 집중하는 헤드폰과 무선 이어폰',
  },
  {
    id: 4,
    slug: 'amplifier',
    title: '앰프',
    visible: true,
    sort: 4,
    content: '소리의 힘과 결을 만드는 앰프',
  },
  {
    id: 5,
    slug: 'accessory',
    title: '액세서리',
    visible: true,
    sort: 5,
    content: '케이블, 카트리지, 스탠드로 완성하는 나만의 시스템',
  },
  {
    id: 6,
    slug: 'refurb',
    title: '리퍼브',
    visible: false,
    sort: 6,
    content: '전문 점검을 마친 리퍼브 상품 (구독 전용 비공개 분류)',
  },
];
