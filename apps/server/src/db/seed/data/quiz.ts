import { FAV_CAT_LAYOUT, type FavCatLayout } from '@shop/domain/codes/fav-cat-layout';

/**
 * The taste quiz: questions (fav cats) in text or image layout, answers (favs) that score toward result
 * symbols, and the symbols with their recommended products. Symbol 1 is the default result.
 */
export type FavSeed = { title: string; image?: number; scores: Partial<Record<1 | 2 | 3 | 4, number>> };
export type FavCatSeed = { title: string; layout: FavCatLayout; favs: FavSeed[] };
export type FavSymbolSeed = {
  id: 1 | 2 | 3 | 4;
  title: string;
  content: string;
  image: number;
  prodSlugs: string[];
};

export const FAV_SYMBOLS: FavSymbolSeed[] = [
  {
    id: 1,
    title: '아날로그 감성 리스너',
    content:
      '바늘이 판에 닿는 순간의 설렘을 아는 당신/앨범 한 장을 처음부터 끝까지 듣는 시간을 좋아하시네요. 따뜻한 원목 턴테이블과 북쉘프 스피커로 거실에 작은 음악 감상실을 만들어 보세요.',
    image: 1,
    prodSlugs: ['set-living-room', 'oneum-tt-1', 'oneum-tt-3', 'oneum-bs-1', 'oneum-brush'],
  },
  {
    id: 2,
    title: '미니멀 데일리 리스너',
    content:
      '음악은 하루의 배경처럼 자연스럽게/복잡한 연결보다 전원만 꽂으면 되는 간편함이 좋은 당신에게는 공간에 녹아드는 무선 스피커와 가벼운 이어폰을 추천해요.',
    image: 2,
    prodSlugs: ['set-first-vinyl', 'nordlyd-o-one', 'nordlyd-lys', 'aurel-buds', 'oneum-tt-mini'],
  },
  {
    id: 3,
    title: '몰입형 오디오파일',
    content:
      '작은 숨소리까지 놓치고 싶지 않은 당신/악기 하나하나의 위치가 그려지는 소리를 찾고 계시네요. 레퍼런스급 헤드폰과 앰프로 온전히 음악에만 집중하는 시간을 가져 보세요.',
    image: 3,
    prodSlugs: ['set-desk', 'aurel-a5', 'aurel-ha-2', 'oneum-tt-5', 'oneum-ia-100'],
  },
  {
    id: 4,
    title: '무드 메이커',
    content:
      '어디서든 음악으로 분위기를 만드는 당신/캠핑장에서, 친구들과의 홈파티에서 음악은 늘 당신 손에 있네요. 들고 다니기 좋은 포터블 스피커와 무선 헤드폰을 추천해요.',
    image: 4,
    prodSlugs: ['nordlyd-strand', 'aurel-pulse', 'nordlyd-strand-mini', 'aurel-on', 'aurel-buds-pro'],
  },
];

const TEXT = FAV_CAT_LAYOUT.TEXT;
const IMAGE = FAV_CAT_LAYOUT.IMAGE;

export const FAV_CATS: FavCatSeed[] = [
  {
    title: '음악은 주로 어디에서 들으세요?',
    layout: IMAGE,
    favs: [
      { title: '거실', image: 1, scores: { 1: 3, 3: 1 } },
      { title: '침실·원룸', image: 2, scores: { 2: 3 } },
      { title: '책상·작업실', image: 3, scores: { 3: 3 } },
      { title: '야외·캠핑', image: 4, scores: { 4: 3 } },
    ],
  },
  {
    title: '음악을 들을 때 나는',
    layout: TEXT,
    favs: [
      { title: '앨범을 처음부터 끝까지 들어요', scores: { 1: 3 } },
      { title: '하루 종일 배경처럼 틀어 둬요', scores: { 2: 3 } },
      { title: '헤드폰을 쓰고 소리에 집중해요', scores: { 3: 3 } },
      { title: '친구들과 함께 들어요', scores: { 4: 3 } },
    ],
  },
  {
    title: '끌리는 디자인을 골라 주세요',
    layout: IMAGE,
    favs: [
      { title: '원목 빈티지', image: 5, scores: { 1: 3 } },
      { title: '화이트 미니멀', image: 6, scores: { 2: 3 } },
      { title: '메탈 하이파이', image: 7, scores: { 3: 3 } },
      { title: '컬러풀 포터블', image: 8, scores: { 4: 3 } },
    ],
  },
  {
    title: '가장 자주 듣는 장르는?',
    layout: TEXT,
    favs: [
      { title: '재즈·클래식', scores: { 1: 2, 3: 2 } },
      { title: '인디·어쿠스틱', scores: { 1: 1, 2: 2 } },
      { title: 'K-POP·팝', scores: { 2: 1, 4: 2 } },
      { title: '힙합·일렉트로닉', scores: { 3: 1, 4: 2 } },
    ],
  },
  {
    title: '오디오에서 가장 중요한 것은?',
    layout: TEXT,
    favs: [
      { title: '따뜻하고 풍성한 소리', scores: { 1: 3 } },
      { title: '간편한 연결과 관리', scores: { 2: 3 } },
      { title: '정확하고 섬세한 해상도', scores: { 3: 3 } },
      { title: '어디든 들고 가는 휴대성', scores: { 4: 3 } },
    ],
  },
  {
    title: '한 달 오디오 예산은 어느 정도인가요?',
    layout: TEXT,
    favs: [
      { title: '2만 원 이하', scores: { 2: 2, 4: 2 } },
      { title: '2만~5만 원', scores: { 1: 2, 2: 1 } },
      { title: '5만~10만 원', scores: { 1: 1, 3: 2 } },
      { title: '10만 원 이상', scores: { 3: 3 } },
    ],
  },
];
