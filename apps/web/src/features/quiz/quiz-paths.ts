/** The quiz's links that app/paths.ts has no builder for (their patterns are in its route table). */
export const quizPaths = {
  apply: '/favCats/apply',
  symbol: (favSymbolId: number | string) => `/favSymbols/${favSymbolId}`,
  createFav: '/users/createFav',
} as const;
