import type { Care } from '@shop/domain/api/cares';
import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { describe, expect, it } from 'vitest';
import {
  addFiles,
  careConfirmables,
  careCreateBody,
  careItems,
  careSteps,
  FILE_TYPE_MESSAGE,
  isAcceptedFile,
  isAllSelected,
  isImageFile,
  removeFile,
  selectedItems,
  symptomErrors,
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

const file = (name: string, size = 1000) => ({ name, size }) as File;

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
        files: [],
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
    let items = careItems([prod(1), prod(2), prod(3)]);
    const [a, b, c] = [file('a.png'), file('b.jpg'), file('c.pdf')];
    items = updateItem(items, 1, { selected: true, files: [a, b] });
    items = updateItem(items, 2, { selected: true });
    items = updateItem(items, 3, { selected: true, files: [c] });
    const created = [
      { id: 51, prod_orderer: { id: 2 } },
      { id: 50, prod_orderer: { id: 1 } },
      { id: 52, prod_orderer: null },
    ] as unknown as Care[];
    expect(uploadsFor(created, items)).toEqual([
      { careId: 50, file: a },
      { careId: 50, file: b },
      { careId: 52, file: c },
    ]);
    expect(uploadsFor([], items)).toEqual([]);
  });

  it('adds picked files within the limits: kind, 10 MB each, five per request', () => {
    const [a, b] = [file('a.png'), file('b.JPG')];
    expect(addFiles([a], [b])).toEqual({ files: [a, b], refusal: null });
    expect(addFiles([], [file('x.gif'), a])).toEqual({ files: [a], refusal: FILE_TYPE_MESSAGE });
    expect(FILE_TYPE_MESSAGE).toBe('jpg, png, pdf 파일만 첨부할 수 있습니다.');
    const big = file('big.pdf', 10 * 1024 * 1024 + 1);
    const limit = file('limit.pdf', 10 * 1024 * 1024);
    expect(addFiles([], [big, limit])).toEqual({
      files: [limit],
      refusal: '10MB 이하의 파일만 올릴 수 있습니다.',
    });
    const four = [1, 2, 3, 4].map((n) => file(`${n}.png`));
    const [fifth, sixth] = [file('5.png'), file('6.png')];
    expect(addFiles(four, [fifth, sixth, file('7.gif')])).toEqual({
      files: [...four, fifth],
      refusal: '첨부 파일은 5개까지 올릴 수 있습니다.',
    });
  });

  it('removes one attachment by its place, and tells a picture from a PDF', () => {
    const [a, b, c] = [file('a.png'), file('b.png'), file('c.pdf')];
    expect(removeFile([a, b, c], 1)).toEqual([a, c]);
    expect(isImageFile('a.PNG')).toBe(true);
    expect(isImageFile('a.jpg')).toBe(true);
    expect(isImageFile('scan.PDF')).toBe(false);
  });

  it('finds each chosen product whose symptom is blank or shorter than 10 characters', () => {
    let items = careItems([prod(1), prod(2), prod(3), prod(4)]);
    items = updateItem(items, 1, { selected: true, content: '' });
    items = updateItem(items, 2, { selected: true, content: '소리가 안 나요' });
    items = updateItem(items, 3, { selected: true, content: '소리가 잘 안 나요' });
    items = updateItem(items, 4, { content: '' });
    expect([...symptomErrors(items)]).toEqual([
      [1, '증상을 입력해 주세요.'],
      [2, '증상을 10자 이상 자세히 적어 주세요.'],
    ]);
  });

  it('moves the step bar along the steps, in order', () => {
    const steps = (agreed: boolean, selectedCount: number, symptomsValid: boolean, hasSpot: boolean) =>
      careSteps({ agreed, selectedCount, symptomsValid, hasSpot }).map(
        (s) => `${s.label}:${s.done ? 'done' : s.current ? 'current' : '-'}`,
      );
    expect(steps(false, 0, true, true)).toEqual([
      '약관 동의:current',
      '제품 선택:-',
      '증상 입력:-',
      '방문 주소:-',
    ]);
    expect(steps(true, 0, true, true)).toEqual([
      '약관 동의:done',
      '제품 선택:current',
      '증상 입력:-',
      '방문 주소:-',
    ]);
    expect(steps(true, 1, false, true)).toEqual([
      '약관 동의:done',
      '제품 선택:done',
      '증상 입력:current',
      '방문 주소:-',
    ]);
    expect(steps(true, 1, true, false)).toEqual([
      '약관 동의:done',
      '제품 선택:done',
      '증상 입력:done',
      '방문 주소:current',
    ]);
    expect(steps(true, 1, true, true)).toEqual([
      '약관 동의:done',
      '제품 선택:done',
      '증상 입력:done',
      '방문 주소:done',
    ]);
  });

  it('records each agreed document on the care as a term', () => {
    expect(careConfirmables(50, [{ id: 3 }, { id: 4 }], 7)).toEqual([
      { doc_id: 3, state: 100, confirmable_id: 50, confirmable_type: 120, type: 100, user_id: 7 },
      { doc_id: 4, state: 100, confirmable_id: 50, confirmable_type: 120, type: 100, user_id: 7 },
    ]);
  });
});
