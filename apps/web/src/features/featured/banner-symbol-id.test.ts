import { describe, expect, it } from 'vitest';
import { bannerSymbolId, DEFAULT_FAV_SYMBOL_ID } from './banner-symbol-id';

describe('banner symbol', () => {
  const pending = { fav_symbol_id: 3, items: [1, 2] };

  it('prefers the signed-in customer’s saved result', () => {
    expect(bannerSymbolId({ userSymbolId: 4, lastId: 2, pending })).toBe(4);
  });

  it('falls back on the last result, then the pending one, then the default', () => {
    expect(bannerSymbolId({ userSymbolId: null, lastId: 2, pending })).toBe(2);
    expect(bannerSymbolId({ userSymbolId: null, lastId: null, pending })).toBe(3);
    expect(bannerSymbolId({ userSymbolId: null, lastId: null, pending: null })).toBe(DEFAULT_FAV_SYMBOL_ID);
  });
});
