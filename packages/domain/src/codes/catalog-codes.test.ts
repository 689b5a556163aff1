import { describe, expect, it } from 'vitest';
import { ATT_TYPE } from './att-type';
import { CONTENT_TYPE } from './content-type';
import { DISCOUNT_TYPE_VAL } from './discount-type';
import { FAV_CAT_LAYOUT } from './fav-cat-layout';
import { FAV_INIT_COOKIE, FAV_INIT_MARKER } from './fav-init';
import { PROD_ASSOC_TYPE } from './prod-assoc-type';
import { PROD_CONN_TYPE } from './prod-conn-type';
import { PROD_OPT_TYPE } from './prod-opt-type';
import { SOCIAL_TYPE } from './social-type';
import { TYPE_CONN } from './type-conn';

describe('catalogue and misc code tables', () => {
  it('pin the values', () => {
    expect(ATT_TYPE).toEqual({ IMG: 100, THUMB: 120 });
    expect(CONTENT_TYPE).toEqual({ ARTICLE: 100, AUDIO: 1000 });
    expect(FAV_CAT_LAYOUT).toEqual({ TEXT: 100, IMAGE: 200 });
    expect(PROD_ASSOC_TYPE).toEqual({ RELATED: 100, RECOMMEND: 200 });
    expect(PROD_CONN_TYPE).toEqual({ DEFAULT: 100, OPTION: 200 });
    expect(TYPE_CONN).toEqual({ PACKAGE: 100, OPTION: 200 });
    expect(PROD_OPT_TYPE).toEqual({ COLOR: 100, DURATION: 200, GRADE: 300 });
    expect(SOCIAL_TYPE).toEqual({ KAKAOTALK: 10, NAVER: 20, GOOGLE: 30, FACEBOOK: 40, APPLE: 50 });
    expect(DISCOUNT_TYPE_VAL).toEqual({ COST: 'COST', RATE: 'RATE' });
    expect(FAV_INIT_MARKER).toBe('FAV_INIT_20211214');
    // Browsers keep it for a year: a new name would send every returning visitor's home unrendered again.
    expect(FAV_INIT_COOKIE).toBe('fav_init');
  });
});
