import { describe, expect, it } from 'vitest';
import { selectFirstOfEachType, selectOption } from './first-of-each-type';

const opts = [
  { id: 1, type: 100, selected: false },
  { id: 2, type: 100, selected: true },
  { id: 3, type: 200, selected: false },
  { id: 4, type: 300 },
  { id: 5, type: 200 },
];

describe('selectFirstOfEachType', () => {
  it('selects only the first option of each type, whatever the input said', () => {
    expect(selectFirstOfEachType(opts).map((o) => [o.id, o.selected])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
    ]);
  });

  it('does not touch the input', () => {
    selectFirstOfEachType(opts);
    expect(opts[1]?.selected).toBe(true);
  });
});

describe('selectOption', () => {
  it('moves the selection within one type only', () => {
    const picked = selectOption(selectFirstOfEachType(opts), 2);
    expect(picked.filter((o) => o.selected).map((o) => o.id)).toEqual([2, 3, 4]);
  });

  it('leaves everything as it was for an unknown id', () => {
    expect(
      selectOption(selectFirstOfEachType(opts), 99)
        .filter((o) => o.selected)
        .map((o) => o.id),
    ).toEqual([1, 3, 4]);
  });
});
