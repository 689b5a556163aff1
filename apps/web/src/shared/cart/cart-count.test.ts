import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';

describe('countCartItems', () => {
  it('counts the stored array', () => {
    expect(countCartItems('[{"local_id":"a"},{"local_id":"b"}]')).toBe(2);
    expect(countCartItems('[]')).toBe(0);
  });

  it('treats missing, broken or non-array values as empty', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('')).toBe(0);
    expect(countCartItems('{oops')).toBe(0);
    expect(countCartItems('{"items":[1]}')).toBe(0);
  });
});
