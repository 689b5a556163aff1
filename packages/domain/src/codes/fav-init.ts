/** Local-storage marker: a visitor who has it was already sent to the quiz intro once. */
export const FAV_INIT_MARKER = 'FAV_INIT_20211214';
