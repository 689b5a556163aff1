import { describe, expect, it } from 'vitest';
import { recordIdParam } from './record-id-param';

describe('recordIdParam', () => {
  it('reads a plain positive id and answers anything else with the 404 page', () => {
    expect(recordIdParam('17')).toBe(17);
    expect(recordIdParam('2147483647')).toBe(2147483647);
    for (const raw of [
      'abc',
      '',
      undefined,
      '0',
      '-1',
      '1.5',
      'NaN',
      '99999999999999999999',
      '2147483648',
      '99999999999',
    ]) {
      expect(() => recordIdParam(raw)).toThrow(expect.objectContaining({ status: 404 }));
    }
  });
});
