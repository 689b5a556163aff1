import { describe, expect, it } from 'vitest';
import { API_BASE, buildApiUrl } from './api-url';

describe('buildApiUrl', () => {
  it('joins base and path once', () => {
    expect(buildApiUrl(API_BASE, '/prodCats', { per_page: -1 })).toBe(
      '/api/v2/customer/prodCats?per_page=-1',
    );
  });

  it('leaves out empty values and keeps the order of the query', () => {
    expect(
      buildApiUrl(API_BASE, 'prods', { prod_cat_id: 2, tag_id: undefined, q: '', page: 1, per_page: 30 }),
    ).toBe('/api/v2/customer/prods?prod_cat_id=2&page=1&per_page=30');
    expect(buildApiUrl(API_BASE, 'prods/1', { subsc_cat_id: undefined })).toBe('/api/v2/customer/prods/1');
    expect(buildApiUrl(API_BASE, 'docs', { q: '턴테이블 A&B' })).toBe(
      `/api/v2/customer/docs?q=${encodeURIComponent('턴테이블 A&B')}`,
    );
  });
});
