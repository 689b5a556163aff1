/** Local-storage marker: a visitor who has it was already sent to the quiz intro once. */
export const FAV_INIT_MARKER = 'FAV_INIT_20211214';

/**
 * Cookie the app sets once the visitor has the marker: the server renders home for them (decision 027), and
 * leaves a first visit's home to the app, which sends it on to the quiz intro without showing home first.
 */
export const FAV_INIT_COOKIE = 'fav_init';
