/** The AS routes (rental-lifecycle.md 2, AS); patterns are in app/paths.ts. */
export const caresPaths = {
  create: '/cares/container/create',
  createFor: (subscId: number | string) => `/cares/container/create?subsc_id=${subscId}`,
  list: '/cares/container/list',
  detail: (careId: number | string) => `/cares/${careId}`,
  rental: (subscId: number | string) => `/subscs/${subscId}`,
} as const;
