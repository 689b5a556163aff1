import type { Care } from '@shop/domain/api/cares';
import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { describe, expect, it } from 'vitest';
import {
  careConfirmables,
  careCreateBody,
  careItems,
  isAcceptedFile,
  isAllSelected,
  selectedItems,
  toggleAll,
  updateItem,
  uploadsFor,
} from './care-form';

const prod = (id: number, colour?: string): ProdOrderer =>
  ({
    id,
    orderer_id: 4,
    orderer_type: 960,
    parent_id: null,
    options: {},
    ctr: 1,
    prod: {
      id,
      title: `상품${id}`,
      type_conn: 200,
      type: 100,
      atts: [{ id: 1, url: '', role: 'prod', urls: { prodConn: `/p${id}.svg` } }],
    },
    prod_orderer_prod_opts: colour
      ? [{ id: 1, prod_opt: { id: 1, type: 100, title: colour, val: null } }]
      : [],
    prodStock: { id: 1, sn: `SN${id}` },
    duration: 24,
    costDuration: 0,
    children: [],
  }) as ProdOrderer;

const file = (name: string) => ({ name }) as File;

describe('AS form', () => {
  it('lists the products unselected with colour, image and serial', () => {
    expect(careItems([prod(7, '블랙')])).toEqual([
      {
        prodOrdererId: 7,
        title: '상품7',
        colour: '블랙',
        image: '/p7.svg',
        serial: 'SN7',
        selected: false,
        content: '',
        file: null,
      },
    ]);
  });

  it('selects all, then none', () => {
    const items = careItems([prod(1), prod(2)]);
    expect(isAllSelected(items)).toBe(false);
    const all = toggleAll(items);
    expect(selectedItems(all)).toHaveLength(2);
    expect(selectedItems(toggleAll(all))).toHaveLength(0);
    expect(isAllSelected([])).toBe(false);
  });

  it('sends only the selected products with their symptoms', () => {
    let items = careItems([prod(1), prod(2), prod(3)]);
    items = updateItem(items, 1, { selected: true, content: ' 소리가 안 나요 ' });
    items = updateItem(items, 3, { selected: true, content: '잡음' });
    expect(careCreateBody(items, 9)).toEqual({
      prod_orderers: [1, 3],
      contents: ['소리가 안 나요', '잡음'],
      spot_id: 9,
    });
  });

  it('accepts .jpg, .png and .pdf files only', () => {
    expect(isAcceptedFile('photo.JPG')).toBe(true);
    expect(isAcceptedFile('scan.pdf')).toBe(true);
    expect(isAcceptedFile('a.png')).toBe(true);
    expect(isAcceptedFile('a.jpeg')).toBe(false);
    expect(isAcceptedFile('a.gif')).toBe(false);
  });

  it('uploads each file to the care of its product', () => {
    let items = careItems([prod(1), prod(2)]);
    items = updateItem(items, 1, { selected: true, file: file('a.png') });
    items = updateItem(items, 2, { selected: true });
    const created = [
      { id: 51, prod_orderer: { id: 2 } },
      { id: 50, prod_orderer: { id: 1 } },
    ] as unknown as Care[];
    expect(uploadsFor(created, items)).toEqual([{ careId: 50, file: items[0]!.file }]);
  });

  it('records each agreed document on the care as a term', () => {
    expect(careConfirmables(50, [{ id: 3 }, { id: 4 }], 7)).toEqual([
      { doc_id: 3, state: 100, confirmable_id: 50, confirmable_type: 120, type: 100, user_id: 7 },
      { doc_id: 4, state: 100, confirmable_id: 50, confirmable_type: 120, type: 100, user_id: 7 },
    ]);
  });
});
