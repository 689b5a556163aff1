import type { AdminProdsQuery, AdminUnitsQuery } from '@shop/domain/api/admin/catalogue';

/** Every query key of the catalogue area, so a write invalidates exactly what it changed. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  prodLists: () => ['catalogue', 'prods'] as const,
  prodList: (query: Partial<AdminProdsQuery>) => ['catalogue', 'prods', query] as const,
  prod: (id: number) => ['catalogue', 'prod', id] as const,
  fees: (id: number) => ['catalogue', 'prod', id, 'fees'] as const,
  colours: (id: number) => ['catalogue', 'prod', id, 'colours'] as const,
  units: (id: number, query?: Partial<AdminUnitsQuery>) =>
    (query
      ? ['catalogue', 'prod', id, 'units', query]
      : ['catalogue', 'prod', id, 'units']) as readonly unknown[],
  images: (id: number) => ['catalogue', 'prod', id, 'images'] as const,
  conns: (id: number) => ['catalogue', 'prod', id, 'conns'] as const,
  featds: () => ['catalogue', 'featds'] as const,
  quizResults: () => ['catalogue', 'quiz', 'results'] as const,
  taxonomy: (kind: string) => ['catalogue', 'taxonomy', kind] as const,
};
