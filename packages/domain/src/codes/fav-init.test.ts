import { describe, expect, it } from 'vitest';
import { FAV_INIT_COOKIE, FAV_INIT_MARKER, favInitCookieText, NOT_FIRST_VISIT_ATTRIBUTE } from './fav-init';

describe('the first-visit marker and its cookie', () => {
  it('keep the names visitors already carry, so a returning visitor is not sent to the quiz intro again', () => {
    expect(FAV_INIT_MARKER).toBe('FAV_INIT_20211214');
    expect(FAV_INIT_COOKIE).toBe('fav_init');
  });

  it('sets the cookie for the app’s path, for a year, sent on same-site navigations', () => {
    expect(favInitCookieText('/customer_v2')).toBe(
      'fav_init=1; path=/customer_v2; max-age=31536000; samesite=lax',
    );
  });
});

describe('the mark of a visit past the first', () => {
  it('is the attribute the shop’s stylesheet hides the first-visit intro under', () => {
    expect(NOT_FIRST_VISIT_ATTRIBUTE).toBe('data-not-first-visit');
  });
});
