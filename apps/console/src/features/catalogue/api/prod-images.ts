import type { AdminImage } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, send, sendFile } from '../../../shared/api';
import { useWrite } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}/images: the pictures in the storefront's order. */
export const getImages = (id: number) => getData<AdminImage[]>(`/catalogue/prods/${id}/images`);
export const imagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.images(id), queryFn: () => getImages(id) });
export const useImages = (id: number) => useQuery(imagesQueryOptions(id));

const imagesChanged = (id: number) => [catalogueKeys.images(id), catalogueKeys.prodLists()];

/** POST /catalogue/prods/{id}/images (multipart, field `file`). */
export function useUploadImage(id: number) {
  return useWrite(
    (file: File) => sendFile<AdminImage>('POST', `/catalogue/prods/${id}/images`, file),
    imagesChanged(id),
  );
}

/** PUT /catalogue/prods/{id}/images/order. */
export function useReorderImages(id: number) {
  return useWrite(
    (ids: number[]) => send<AdminImage[]>('PUT', `/catalogue/prods/${id}/images/order`, { ids }),
    imagesChanged(id),
  );
}

/** DELETE /catalogue/images/{attId}. */
export function useDeleteImage(id: number) {
  return useWrite((attId: number) => send<true>('DELETE', `/catalogue/images/${attId}`), imagesChanged(id));
}
