/** Local-storage marker: a visitor who has it was already sent to the quiz intro once. */
export const FAV_INIT_MARKER = 'FAV_INIT_20211214';

/**
 * Cookie the app sets once the visitor has the marker: the server renders home for them (decision 027), and
 * leaves a first visit's home to the app, which sends it on to the quiz intro without showing home first.
 */
export const FAV_INIT_COOKIE = 'fav_init';

const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The whole `document.cookie` text that sets FAV_INIT_COOKIE for the app under `basePath`, for a year: written
 * by the app's home loader and by the server's first-visit script (decision 030) alike.
 */
export const favInitCookieText = (basePath: string) =>
  `${FAV_INIT_COOKIE}=1; path=${basePath}; max-age=${A_YEAR_S}; samesite=lax`;

/**
 * Put on `<html>` by home's first-visit page when the visit is not the first (decision 030): the page's
 * stylesheet hides the quiz intro it carries, and the app takes the mark away once it draws home itself.
 */
export const NOT_FIRST_VISIT_ATTRIBUTE = 'data-not-first-visit';
