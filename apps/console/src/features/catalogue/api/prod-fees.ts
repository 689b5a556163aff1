import type {
  AdminDiscount,
  AdminDiscountBody,
  AdminFees,
  AdminFeesBody,
} from '@shop/domain/api/admin/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useInvalidate, useWrite } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}/fees: the product's fee per duration of each subscription category, and its discount. */
export const getFees = (id: number) => getData<AdminFees>(`/catalogue/prods/${id}/fees`);
export const feesQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.fees(id), queryFn: () => getFees(id) });
export const useFees = (id: number) => useQuery(feesQueryOptions(id));

/** The list shows the lowest fee and the discount: both change with these writes. */
const feesChanged = (id: number) => [catalogueKeys.fees(id), catalogueKeys.prodLists()];

/** PUT /catalogue/prods/{id}/fees: the whole price list of one category. */
export function useSetFees(id: number) {
  const written = useInvalidate(...feesChanged(id));
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminFeesBody) => send<AdminFees>('PUT', `/catalogue/prods/${id}/fees`, body),
    onSuccess: (fees) => {
      queryClient.setQueryData(catalogueKeys.fees(id), fees);
      written();
    },
  });
}

/** PUT /catalogue/prods/{id}/discount: sets (or changes) the product's discount. */
export function useSetDiscount(id: number) {
  return useWrite(
    (body: AdminDiscountBody) => send<AdminDiscount>('PUT', `/catalogue/prods/${id}/discount`, body),
    feesChanged(id),
  );
}

/** DELETE /catalogue/prods/{id}/discount: ends it. */
export function useEndDiscount(id: number) {
  return useWrite(() => send<true>('DELETE', `/catalogue/prods/${id}/discount`), feesChanged(id));
}
