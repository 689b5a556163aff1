import { describe, expect, it } from 'vitest';
import { buildApiUrl } from '../api/api-url';
import { HOME_HERO_PICTURE } from './bundled-pictures';
import { firstLoadCalls, QUIZ_INTRO_FIRST_PICTURE } from './first-load-calls';

describe('firstLoadCalls', () => {
  it('asks for every featured group at once', () => {
    expect(firstLoadCalls.featds()).toStrictEqual({ path: 'featds', query: { per_page: -1 } });
  });

  it('asks for a page of the filtered list, 30 a page unless told', () => {
    expect(firstLoadCalls.prodsPage({ prod_cat_id: 3, type_conn: 100 }, 2)).toStrictEqual({
      path: 'prods',
      query: { prod_cat_id: 3, type_conn: 100, page: 2, per_page: 30 },
    });
    expect(firstLoadCalls.prodsPage({}, 1, 10)).toStrictEqual({
      path: 'prods',
      query: { page: 1, per_page: 10 },
    });
  });

  it('asks for one product, in another subscription category only when one is given', () => {
    expect(firstLoadCalls.prod(42, 7)).toStrictEqual({ path: 'prods/42', query: { subsc_cat_id: 7 } });
    const call = firstLoadCalls.prod(42);
    expect(buildApiUrl('/api/v2/customer/', call.path, call.query)).toBe('/api/v2/customer/prods/42');
  });

  it('names the quiz intro’s first picture and home’s banner as the assets folder serves them', () => {
    expect(QUIZ_INTRO_FIRST_PICTURE).toBe('/files/intro/slide-1.webp');
    expect(HOME_HERO_PICTURE).toBe('/files/banners/home-hero.webp');
  });
});
