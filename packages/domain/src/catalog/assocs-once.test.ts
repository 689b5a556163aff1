import { describe, expect, it } from 'vitest';
import { assocsOnce } from './assocs-once';

const assoc = (id: number, prodId: number, type: string) => ({ id, type, prod_assoc: { id: prodId } });

describe('assocsOnce', () => {
  it('lists a product recommended and related once, where it first came', () => {
    const list = [
      assoc(1, 14, 'recommend'),
      assoc(2, 15, 'recommend'),
      assoc(3, 14, 'related'),
      assoc(4, 16, 'related'),
    ];
    expect(assocsOnce(list).map((a) => a.id)).toEqual([1, 2, 4]);
  });

  it('keeps a list without repeats as it is', () => {
    const list = [assoc(1, 3, 'recommend'), assoc(2, 4, 'related')];
    expect(assocsOnce(list)).toEqual(list);
    expect(assocsOnce([])).toEqual([]);
  });
});
