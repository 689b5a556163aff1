import { describe, expect, it } from 'vitest';
import { CART_ADD_LIMIT, CART_LIMIT, canAddToCart, canSelectMore, isCartSizeAllowed } from './cart-limits';
import { ASSOC_TITLE_MAX, MESSAGE_PREVIEW, RENTAL_DURATIONS, SPECIAL_DELIVERY_FEE } from './durations';
import {
  CARE_LIST_PER_PAGE,
  DEFAULT_PER_PAGE,
  LANDING_PACKAGE_COUNT,
  NOTICE_MSG_PER_PAGE,
  PER_PAGE_ALL,
  PROD_LIST_PER_PAGE,
  RENTAL_LIST_PER_PAGE,
} from './pagination';
import { STOCK_REQUEST_QTY_HOLD, STOCK_REQUEST_QTY_MAX, STOCK_REQUEST_QTY_MIN } from './stock-request';
import {
  ABOUT_US_FAQ_HEIGHT_DELAY_MS,
  FOOTER_DEV_CLOSE_MS,
  QUIZ_SPLASH_MS,
  SIGNUP_RESET_MS,
  SLIDE_SPEED_MS,
  SNACKBAR_FROM_QUERY_MS,
  SNACKBAR_MS,
  TOAST_MS,
} from './timing';

describe('cart limits', () => {
  it('pin the limit and the add limit', () => {
    expect(CART_LIMIT).toBe(10);
    expect(CART_ADD_LIMIT).toBe(15);
  });

  it('refuse adding only when the cart holds more than 1.5 times the limit', () => {
    expect(canAddToCart(0)).toBe(true);
    expect(canAddToCart(14)).toBe(true);
    expect(canAddToCart(15)).toBe(false);
    expect(isCartSizeAllowed(15)).toBe(true);
    expect(isCartSizeAllowed(16)).toBe(false);
  });

  it('refuse selecting once the selected count reaches the limit', () => {
    expect(canSelectMore(9)).toBe(true);
    expect(canSelectMore(10)).toBe(false);
  });
});

describe('other limits', () => {
  it('pin pagination', () => {
    expect([PER_PAGE_ALL, DEFAULT_PER_PAGE, PROD_LIST_PER_PAGE, NOTICE_MSG_PER_PAGE]).toEqual([
      -1, 10, 30, 5,
    ]);
    expect([RENTAL_LIST_PER_PAGE, CARE_LIST_PER_PAGE, LANDING_PACKAGE_COUNT]).toEqual([5, 5, 2]);
  });

  it('pin durations, fees and lengths', () => {
    expect(RENTAL_DURATIONS).toEqual([12, 24, 36, 48]);
    expect(SPECIAL_DELIVERY_FEE).toBe(50000);
    expect(ASSOC_TITLE_MAX).toBe(22);
    expect(MESSAGE_PREVIEW).toBe(20);
    expect([STOCK_REQUEST_QTY_MIN, STOCK_REQUEST_QTY_MAX, STOCK_REQUEST_QTY_HOLD]).toEqual([0, 5, 10]);
  });

  it('pin the timings in milliseconds', () => {
    expect([SNACKBAR_MS, SNACKBAR_FROM_QUERY_MS, TOAST_MS, QUIZ_SPLASH_MS]).toEqual([5000, 3000, 3000, 2000]);
    expect([SLIDE_SPEED_MS, FOOTER_DEV_CLOSE_MS, SIGNUP_RESET_MS, ABOUT_US_FAQ_HEIGHT_DELAY_MS]).toEqual([
      500, 500, 500, 100,
    ]);
  });
});
