import { describe, expect, it } from 'vitest';
import type { ProdDetail } from '../api/catalog';
import { selectionOptions } from './selection-options';

type Prod = Parameters<typeof selectionOptions>[0];
const opt = (id: number, type = 100) =>
  ({ id, type, title: `옵션 ${id}`, cost: 0 }) as ProdDetail['prod_opts'][number];
const part = (id: number, opts: number[]) =>
  ({
    id,
    title: `부품 ${id}`,
    prod_opts: opts.map((o) => opt(o)),
  }) as unknown as ProdDetail['prod_conns_pkg'][number];
const prod = {
  prod_opts: [opt(11), opt(12), opt(5, 200), opt(6, 200)],
  prod_conns_pkg: [part(70, [71, 72]), part(80, [81, 82])],
  prod_conns_conns: [part(90, [91]), part(95, [96])],
  subsc_cat: {
    id: 3,
    subsc_cat_opts: [
      { id: 1, val: 12 },
      { id: 2, val: 24 },
    ],
  },
} as unknown as Prod;
const selected = (opts: readonly { id: number; selected?: boolean }[]) =>
  opts.filter((o) => o.selected).map((o) => o.id);

const noPick = { colourId: null, durationId: null, partColourIds: {}, addOnIds: [] };

describe('a cart item’s options from the customer’s pick', () => {
  const options = selectionOptions(prod, {
    colourId: 12,
    durationId: 2,
    partColourIds: { 70: 72, 80: null },
    addOnIds: [95],
  });

  it('selects the chosen colour, keeping the first option of every other type', () => {
    expect(selected(options.prod_opts_select)).toEqual([12, 5]);
  });

  it('lists every package part with its colour (the first one when none was picked), then the chosen add-ons', () => {
    expect(options.prod_conns_select.map((p) => [p.id, selected(p.prod_opts)])).toEqual([
      [70, [72]],
      [80, [81]],
      [95, [96]],
    ]);
  });

  it('marks the chosen duration selected and the others not', () => {
    expect(options.subsc_cat?.subsc_cat_opts.map((o) => [o.id, o.selected])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(selectionOptions({ ...prod, subsc_cat: null }, { ...noPick, durationId: 2 }).subsc_cat).toBeNull();
  });

  it('without a pick, selects the first of each type and adds no add-on', () => {
    const plain = selectionOptions(prod, noPick);
    expect(selected(plain.prod_opts_select)).toEqual([11, 5]);
    expect(plain.prod_conns_select.map((p) => p.id)).toEqual([70, 80]);
  });
});
