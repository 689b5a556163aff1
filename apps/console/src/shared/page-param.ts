/** The list page the address asks for (`?page=3`): 1 when it names none, or nothing that is a page number. */
export const pageParam = (params: URLSearchParams): number => Number(params.get('page')) || 1;
