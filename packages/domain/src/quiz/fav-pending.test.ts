import { describe, expect, it } from 'vitest';
import { FAV_LAST_KEY, FAV_PENDING_KEY, parseFavLast, parseFavPending } from './fav-pending';

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

describe('stored quiz result edges', () => {
  it('keep the storage keys', () => {
    expect(FAV_PENDING_KEY).toBe('favPending');
    expect(FAV_LAST_KEY).toBe('favLast');
  });

  it('take only positive whole ids, in the pending symbol and every item', () => {
    expect(parseFavPending('{"fav_symbol_id":1,"items":[1]}')).toEqual({ fav_symbol_id: 1, items: [1] });
    expect(parseFavPending('{"fav_symbol_id":1,"items":[]}')).toEqual({ fav_symbol_id: 1, items: [] });
    expect(parseFavPending('{"fav_symbol_id":-1,"items":[1]}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":1.5,"items":[1]}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":"2","items":[1]}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":2,"items":[1,0]}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":2,"items":[0,1]}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":2,"items":{"0":1,"length":1}}')).toBeNull();
    expect(parseFavPending('{"fav_symbol_id":2}')).toBeNull();
    expect(parseFavPending('[1,2]')).toBeNull();
    expect(parseFavPending('2')).toBeNull();
  });

  it('copy the items, dropping any other stored field', () => {
    const raw = '{"fav_symbol_id":2,"items":[3,4],"extra":true}';
    expect(parseFavPending(raw)).toStrictEqual({ fav_symbol_id: 2, items: [3, 4] });
  });

  it('take only a positive whole last id', () => {
    expect(parseFavLast('1')).toBe(1);
    expect(parseFavLast('-1')).toBeNull();
    expect(parseFavLast('1.5')).toBeNull();
    expect(parseFavLast('')).toBeNull();
    expect(parseFavLast(' ')).toBeNull();
  });
});
