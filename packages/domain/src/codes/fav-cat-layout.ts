export const FAV_CAT_LAYOUT = {
  TEXT: 100,
  IMAGE: 200,
} as const;

export type FavCatLayout = (typeof FAV_CAT_LAYOUT)[keyof typeof FAV_CAT_LAYOUT];
