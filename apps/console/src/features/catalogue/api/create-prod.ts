import type { AdminProd, AdminProdCreate } from '@shop/domain/api/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

/** POST /catalogue/prods: a new product, hidden until it is priced and shown. */
export const createProd = (body: AdminProdCreate) => send<AdminProd>('POST', '/catalogue/prods', body);

export function useCreateProd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProd,
    onSuccess: (prod) => {
      queryClient.setQueryData(catalogueKeys.prod(prod.id), prod);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.prodLists() });
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'taxonomy'] });
    },
  });
}
