import { describe, expect, it } from 'vitest';
import { parseFavLast, parseFavPending } from './fav-pending';

describe('stored quiz results', () => {
  it('reads a pending result', () => {
    expect(parseFavPending('{"fav_symbol_id":2,"items":[1,5,9]}')).toEqual({
      fav_symbol_id: 2,
      items: [1, 5, 9],
    });
  });

  it('treats missing or malformed pending results as none', () => {
    for (const raw of [null, '', 'x', 'null', '{"items":[1]}', '{"fav_symbol_id":0,"items":[]}']) {
      expect(parseFavPending(raw)).toBeNull();
    }
    expect(parseFavPending('{"fav_symbol_id":2,"items":["a"]}')).toBeNull();
  });

  it('reads the last result symbol id', () => {
    expect(parseFavLast('3')).toBe(3);
    expect(parseFavLast(null)).toBeNull();
    expect(parseFavLast('0')).toBeNull();
    expect(parseFavLast('abc')).toBeNull();
  });
});
