import { describe, expect, it } from 'vitest';
import { movedItem } from './moved-item';

describe('movedItem', () => {
  const list = ['a', 'b', 'c', 'd'] as const;

  it('moves an item one place earlier', () => {
    expect(movedItem(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves an item one place later', () => {
    expect(movedItem(list, 1, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movedItem(list, 2, 1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('moves the first item later and the last earlier', () => {
    expect(movedItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(movedItem(list, 3, -1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the list it was given untouched', () => {
    const given = ['x', 'y'];
    const moved = movedItem(given, 0, 1);
    expect(given).toEqual(['x', 'y']);
    expect(moved).not.toBe(given);
  });
});
