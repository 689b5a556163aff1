import { describe, expect, it } from 'vitest';
import { saveErrorsOf, spotFormOf } from './spot-form-values';

const seoul = { addr: '서울특별시 마포구 월드컵북로 396 (상암동)', addr_code: '03925' };

describe('saveErrorsOf', () => {
  it('puts the server messages under the fields', () => {
    expect(saveErrorsOf({ tel: ['필수 입력 사항입니다.'], other: ['x'] }, '필수 입력 사항입니다.')).toEqual({
      fields: [{ field: 'tel', message: '필수 입력 사항입니다.' }],
      general: null,
    });
  });

  it('falls back on 주소록을 저장할 수 없습니다.', () => {
    expect(saveErrorsOf({}, null)).toEqual({ fields: [], general: '주소록을 저장할 수 없습니다.' });
    expect(saveErrorsOf({}, '잠시 후 다시 시도해 주세요.').general).toBe('잠시 후 다시 시도해 주세요.');
  });
});

describe('spotFormOf', () => {
  it('keeps the title and weekend option and reads the default state', () => {
    const form = spotFormOf({
      id: 1,
      name: '김소리',
      tel: '01012345678',
      ...seoul,
      addr_desc: '101동',
      state: 100,
      spotable_id: 1,
      spotable_type: 1060,
      title: '우리집',
      options: { type_weekend: true },
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({
      state: 100,
      title: '우리집',
      options: { type_weekend: true },
      addr_desc: '101동',
    });
  });
});
