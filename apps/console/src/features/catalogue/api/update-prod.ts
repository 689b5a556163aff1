import type { AdminProd, AdminProdUpdate } from '@shop/domain/api/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

/** PATCH /catalogue/prods/{id}: title, texts, visibility, category, maker, tags. */
export const updateProd = (id: number, body: AdminProdUpdate) =>
  send<AdminProd>('PATCH', `/catalogue/prods/${id}`, body);

export function useUpdateProd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProdUpdate) => updateProd(id, body),
    onSuccess: (prod) => {
      queryClient.setQueryData(catalogueKeys.prod(id), prod);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.prodLists() });
      // Product counts per category, maker and tag.
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'taxonomy'] });
    },
  });
}
