import type { AdminProd, AdminProdCreate } from '@shop/domain/api/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../shared/api';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** POST /catalogue/prods: a new product, hidden until it is priced and shown. */
export const createProd = (body: AdminProdCreate) => send<AdminProd>('POST', '/catalogue/prods', body);

export function useCreateProd() {
  const queryClient = useQueryClient();
  // The product list, and the product counts per category, maker and tag.
  const written = useInvalidate(catalogueKeys.prodLists(), ['catalogue', 'taxonomy']);
  return useMutation({
    mutationFn: createProd,
    onSuccess: (prod) => {
      queryClient.setQueryData(catalogueKeys.prod(prod.id), prod);
      written();
    },
  });
}
