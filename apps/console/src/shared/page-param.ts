/** The list page the address asks for (`?page=3`): 1 when it names none, or nothing that is a page number (0, -1, 1.5). */
export const pageParam = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
