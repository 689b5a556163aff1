/** The address-book routes (rental-lifecycle.md, Address book). */
export const spotsPaths = {
  list: '/spots',
  create: '/spots/create',
  edit: (spotId: number | string) => `/spots/${spotId}`,
} as const;
