import type { RENTAL_GROUPS } from '@shop/domain/api/admin/rentals';

export type RentalGroup = (typeof RENTAL_GROUPS)[number];

export const RENTAL_GROUP_TABS: { key: RentalGroup; label: string }[] = [
  { key: 'all', label: '전체' },
  { key: 'applied', label: '신청·설치 대기' },
  { key: 'renting', label: '렌탈중' },
  { key: 'terminating', label: '해지 진행' },
  // Units still to be fetched: a termination's pickup, an ended term's return, a collection's.
  { key: 'pickups', label: '회수 진행' },
  { key: 'unpaid', label: '미납' },
  { key: 'cancelled', label: '해지' },
  { key: 'ended', label: '종료' },
];
