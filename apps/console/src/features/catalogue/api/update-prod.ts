import type { AdminProd, AdminProdUpdate } from '@shop/domain/api/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../shared/api';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** PATCH /catalogue/prods/{id}: title, texts, visibility, category, maker, tags. */
export const updateProd = (id: number, body: AdminProdUpdate) =>
  send<AdminProd>('PATCH', `/catalogue/prods/${id}`, body);

export function useUpdateProd(id: number) {
  const queryClient = useQueryClient();
  // The product list, and the product counts per category, maker and tag.
  const written = useInvalidate(catalogueKeys.prodLists(), ['catalogue', 'taxonomy']);
  return useMutation({
    mutationFn: (body: AdminProdUpdate) => updateProd(id, body),
    onSuccess: (prod) => {
      queryClient.setQueryData(catalogueKeys.prod(id), prod);
      written();
    },
  });
}
