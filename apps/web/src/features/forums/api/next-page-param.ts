import type { ListMeta } from '@shop/domain/api/envelope';

/** The page after this one while there is one (current_page below last_page); otherwise none. */
export function nextPageParam(meta: ListMeta): number | undefined {
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}
