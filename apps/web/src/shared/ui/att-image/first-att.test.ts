import { describe, expect, it } from 'vitest';
import { firstAtt } from './first-att';

describe('firstAtt', () => {
  it('takes the lowest sort, whatever the order of the list, and leaves the list as it was', () => {
    const atts = [
      { url: 'b', sort: 2 },
      { url: 'a', sort: 1 },
      { url: 'c', sort: 3 },
    ];
    expect(firstAtt(atts)?.url).toBe('a');
    expect(atts.map((att) => att.url)).toEqual(['b', 'a', 'c']);
  });

  it('is undefined for no pictures', () => {
    expect(firstAtt([])).toBeUndefined();
  });
});
