import type { AdminImage } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getData, request, send } from '../../../shared/api';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}/images: the pictures in the storefront's order. */
export const getImages = (id: number) => getData<AdminImage[]>(`/catalogue/prods/${id}/images`);
export const imagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.images(id), queryFn: () => getImages(id) });
export const useImages = (id: number) => useQuery(imagesQueryOptions(id));

const useImagesWritten = (id: number) => useInvalidate(catalogueKeys.images(id), catalogueKeys.prodLists());

/** POST /catalogue/prods/{id}/images (multipart, field `file`). */
export function useUploadImage(id: number) {
  const written = useImagesWritten(id);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await request<{ data: AdminImage }>('POST', `/catalogue/prods/${id}/images`, { form })).data;
    },
    onSuccess: written,
  });
}

/** PUT /catalogue/prods/{id}/images/order. */
export function useReorderImages(id: number) {
  const written = useImagesWritten(id);
  return useMutation({
    mutationFn: (ids: number[]) => send<AdminImage[]>('PUT', `/catalogue/prods/${id}/images/order`, { ids }),
    onSuccess: written,
  });
}

/** DELETE /catalogue/images/{attId}. */
export function useDeleteImage(id: number) {
  const written = useImagesWritten(id);
  return useMutation({
    mutationFn: (attId: number) => send<true>('DELETE', `/catalogue/images/${attId}`),
    onSuccess: written,
  });
}
