/** `per_page=-1` asks for every row. */
export const PER_PAGE_ALL = -1;
export const DEFAULT_PER_PAGE = 10;
export const PROD_LIST_PER_PAGE = DEFAULT_PER_PAGE * 3;
export const NOTICE_MSG_PER_PAGE = 5;
export const RENTAL_LIST_PER_PAGE = 5;
export const CARE_LIST_PER_PAGE = 5;
export const LANDING_PACKAGE_COUNT = 2;
