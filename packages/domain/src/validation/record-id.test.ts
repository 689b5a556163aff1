import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('reads positive whole ids', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('17')).toBe(17);
    expect(parseRecordId('9007199254740991')).toBe(9007199254740991);
  });

  it('refuses everything else', () => {
    for (const raw of [
      '',
      '0',
      '-3',
      '+3',
      '1.5',
      '1e3',
      '017',
      ' 7',
      'abc',
      '9007199254740993',
      null,
      undefined,
    ]) {
      expect(parseRecordId(raw), String(raw)).toBeNull();
    }
  });
});
