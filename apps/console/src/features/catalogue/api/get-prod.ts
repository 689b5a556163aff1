import type { AdminProd } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}: one product as the edit screen shows it. */
export const getProd = (id: number) => getData<AdminProd>(`/catalogue/prods/${id}`);

export const prodQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.prod(id), queryFn: () => getProd(id) });

export const useProd = (id: number) => useQuery(prodQueryOptions(id));
