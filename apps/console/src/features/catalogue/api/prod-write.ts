import type { AdminProd } from '@shop/domain/api/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/**
 * A write the server answers with the product (creating or editing it): the answer is kept as the product's
 * read; the product list and the product counts per category, maker and tag are read again.
 */
export function useProdWrite<Body>(mutationFn: (body: Body) => Promise<AdminProd>) {
  const queryClient = useQueryClient();
  const written = useInvalidate(catalogueKeys.prodLists(), ['catalogue', 'taxonomy']);
  return useMutation({
    mutationFn,
    onSuccess: (prod) => {
      queryClient.setQueryData(catalogueKeys.prod(prod.id), prod);
      written();
    },
  });
}
