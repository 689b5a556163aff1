import type { AdminProdRow, AdminProdsQuery } from '@shop/domain/api/admin/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

export type ProdsFilter = Partial<Pick<AdminProdsQuery, 'q' | 'prod_cat_id' | 'visibility'>> & {
  page: number;
  per_page: number;
};

/** GET /catalogue/prods: a page of products, hidden ones included. */
export const getProds = (filter: ProdsFilter) => getPage<AdminProdRow>('/catalogue/prods', filter);

export const prodsQueryOptions = (filter: ProdsFilter) =>
  queryOptions({
    queryKey: catalogueKeys.prodList(filter),
    queryFn: () => getProds(filter),
    placeholderData: keepPreviousData,
  });

export const useProds = (filter: ProdsFilter) => useQuery(prodsQueryOptions(filter));
