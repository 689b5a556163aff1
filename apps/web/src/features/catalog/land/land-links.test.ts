import { describe, expect, it } from 'vitest';
import { tagListPath, visibleCats } from './land-links';

describe('landing links', () => {
  it('links a tag to the list with its id and title', () => {
    expect(tagListPath({ id: 4, title: '한정 할인' })).toBe(
      '/prods?tag_id=4&tag_title=%ED%95%9C%EC%A0%95+%ED%95%A0%EC%9D%B8',
    );
    const params = new URLSearchParams(tagListPath({ id: 4, title: '한정 할인' }).split('?')[1]);
    expect(params.get('tag_title')).toBe('한정 할인');
  });

  it('keeps visible categories only', () => {
    const cat = (id: number, state: number) => ({ id, title: '', state, sort: id, prods_count: 1 });
    expect(visibleCats([cat(1, 100), cat(2, 200), cat(3, 100)]).map((c) => c.id)).toEqual([1, 3]);
  });
});
