import { DISCOUNT_TYPE_VAL } from '@shop/domain/codes/discount-type';
import { rentalFees } from './fees';
import type { TagTitle } from './tags';
import type { PackageSeed } from './types';

type PackageInput = Omit<PackageSeed, 'fees' | 'tags'> & { tags: TagTitle[] };

function pkg(input: PackageInput): PackageSeed {
  return { ...input, fees: rentalFees(input.cost) };
}

/** Curated packages (type_conn PACKAGE) made of 2–3 single products; ids follow the single products. */
export const PACKAGES: PackageSeed[] = [
  pkg({
    slug: 'set-first-vinyl',
    title: '첫 LP 세트 (TT-미니 + 오 원)',
    model: 'SET-01',
    catSlug: 'turntable',
    makerId: 1,
    summary: '턴테이블과 무선 스피커만으로 오늘 바로 LP를 듣는 가장 쉬운 시작',
    features: [
      '블루투스로 연결해 선 정리가 필요 없어요',
      '작은 방·원룸에 알맞은 크기',
      '설치 기사님이 첫 재생까지 함께합니다',
    ],
    parts: ['oneum-tt-mini', 'nordlyd-o-one'],
    cost: 720000,
    tags: ['입문용', '1인가구', '인기'],
  }),
  pkg({
    slug: 'set-living-room',
    title: '거실 하이파이 세트 (TT-1 + IA-50 + BS-1)',
    model: 'SET-02',
    catSlug: 'turntable',
    makerId: 1,
    summary: '턴테이블, 인티앰프, 북쉘프 스피커로 완성하는 정통 거실 오디오',
    features: [
      '온음 공방이 직접 매칭한 세 가지 구성',
      '스피커 케이블과 RCA 케이블 기본 포함',
      '거실 배치와 음향 세팅까지 방문 설치',
    ],
    parts: ['oneum-tt-1', 'oneum-ia-50', 'oneum-bs-1'],
    cost: 1950000,
    tags: ['거실용', '하이파이', '인기'],
    discount: { typeVal: DISCOUNT_TYPE_VAL.RATE, val: 5, title: '세트 구독 5% 추가 할인' },
  }),
  pkg({
    slug: 'set-nordic',
    title: '노르딕 무선 세트 (플라데 + 휘게 1)',
    model: 'SET-03',
    catSlug: 'speaker',
    makerId: 2,
    summary: '앰프 없이 무선으로 연결되는 노르뤼드 턴테이블·스피커 세트',
    features: [
      '노르뤼드 링크로 전원만 꽂으면 연결 끝',
      '오크·월넛 가구와 어울리는 디자인',
      '휘게 1 포노 입력으로 유선 연결도 가능',
    ],
    parts: ['nordlyd-plade', 'nordlyd-hygge-1'],
    cost: 1890000,
    tags: ['거실용', '신상품'],
  }),
  pkg({
    slug: 'set-desk',
    title: '데스크 리스닝 세트 (A3 + HA-2 + 스탠드)',
    model: 'SET-04',
    catSlug: 'headphone',
    makerId: 3,
    summary: '책상 위에서 완성하는 헤드폰 리스닝 시스템',
    features: [
      '모니터 헤드폰과 DAC 앰프의 검증된 조합',
      '헤드폰 스탠드로 깔끔한 책상',
      '노트북에 USB 하나로 연결',
    ],
    parts: ['aurel-a3', 'aurel-ha-2', 'aurel-hp-stand'],
    cost: 650000,
    tags: ['1인가구', '하이파이'],
  }),
  pkg({
    slug: 'set-vinyl-starter',
    title: 'LP 스타터 세트 (TT-2 + 클랑 + 스탠드)',
    model: 'SET-05',
    catSlug: 'amplifier',
    makerId: 1,
    summary: '가지고 있는 스피커에 연결하는 턴테이블·미니 앰프 세트',
    features: ['USB 녹음이 되는 TT-2', '손바닥만 한 클랑 앰프', '스피커 스탠드로 소리의 높이까지'],
    parts: ['oneum-tt-2', 'nordlyd-klang', 'nordlyd-stativ'],
    cost: 990000,
    tags: ['입문용'],
    discount: { typeVal: DISCOUNT_TYPE_VAL.COST, val: 5000, title: '스타터 세트 월 5,000원 할인' },
  }),
];
