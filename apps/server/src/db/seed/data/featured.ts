/** Featured groups of the home screen, each with its banner (banners/featd-<n>.svg) and products. */
export type FeatdSeed = { id: number; title: string; content: string; image: number; prodSlugs: string[] };

export const FEATDS: FeatdSeed[] = [
  {
    id: 1,
    title: '이달의 턴테이블',
    content: '처음 LP를 시작한다면 이 세 대부터. 설치 기사님이 첫 재생까지 함께합니다.',
    image: 1,
    prodSlugs: ['oneum-tt-1', 'oneum-tt-mini', 'oneum-tt-3', 'nordlyd-plade'],
  },
  {
    id: 2,
    title: '1인 가구를 위한 작은 오디오',
    content: '원룸 책상 위, 침대 옆 협탁에도 쏙. 작지만 소리는 꽉 찬 제품만 골랐어요.',
    image: 2,
    prodSlugs: ['set-first-vinyl', 'nordlyd-o-one', 'nordlyd-lys', 'aurel-buds', 'oneum-sa-30'],
  },
  {
    id: 3,
    title: '거실을 채우는 하이파이',
    content: '주말 오후, 거실 소파에 앉아 듣는 진짜 하이파이. 공간에 맞춰 세팅해 드립니다.',
    image: 3,
    prodSlugs: ['set-living-room', 'nordlyd-fjord', 'oneum-ia-50', 'nordlyd-hygge-2'],
  },
  {
    id: 4,
    title: '지금만 한정 할인',
    content: '봄맞이 기획전. 할인은 렌탈 기간 내내 매달 적용됩니다.',
    image: 4,
    prodSlugs: ['oneum-tt-3', 'oneum-tt-mini', 'aurel-a1', 'nordlyd-fjord', 'set-vinyl-starter'],
  },
];
