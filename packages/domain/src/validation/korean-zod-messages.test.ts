import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyKoreanZodMessages } from './korean-zod-messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod messages in Korean', () => {
  beforeAll(() => applyKoreanZodMessages());
  afterAll(() => z.config(z.locales.en()));

  it('says a missing value is required and a value of the wrong kind is in the wrong format', () => {
    expect(messageOf(z.string(), undefined)).toBe('필수 입력 항목입니다.');
    expect(messageOf(z.object({ a: z.number() }), { a: null })).toBe('필수 입력 항목입니다.');
    expect(messageOf(z.string(), 3)).toBe('입력 형식이 올바르지 않습니다.');
    expect(messageOf(z.number().int(), 1.5)).toBe('입력 형식이 올바르지 않습니다.');
  });

  it('counts characters for text, choices for lists and the value for numbers', () => {
    expect(messageOf(z.string().min(1), '')).toBe('필수 입력 항목입니다.');
    expect(messageOf(z.string().min(10), 'abc')).toBe('10자 이상 입력해 주세요.');
    expect(messageOf(z.string().max(20), 'a'.repeat(21))).toBe('20자 이하로 입력해 주세요.');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('1개 이상 선택해 주세요.');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('2개까지 선택할 수 있습니다.');
    expect(messageOf(z.set(z.string()).min(2), new Set(['a']))).toBe('2개 이상 선택해 주세요.');
    expect(messageOf(z.set(z.string()).max(1), new Set(['a', 'b']))).toBe('1개까지 선택할 수 있습니다.');
    expect(messageOf(z.number().min(1), 0)).toBe('1 이상이어야 합니다.');
    expect(messageOf(z.number().max(48), 60)).toBe('48 이하여야 합니다.');
  });

  it('names a wrong e-mail, a wrong pattern, a value not offered and an unknown field', () => {
    expect(messageOf(z.email(), 'soridam')).toBe('이메일 형식이 올바르지 않습니다.');
    expect(messageOf(z.string().regex(/^\d+$/), 'abc')).toBe('입력 형식이 올바르지 않습니다.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('선택할 수 없는 값입니다.');
    expect(messageOf(z.literal(3), 4)).toBe('선택할 수 없는 값입니다.');
    expect(messageOf(z.strictObject({}), { b: 1 })).toBe('알 수 없는 항목이 포함되어 있습니다.');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('입력값이 올바르지 않습니다.');
  });

  it('leaves a schema’s own message alone', () => {
    expect(messageOf(z.string().min(1, '이름을 입력해 주세요.'), '')).toBe('이름을 입력해 주세요.');
  });
});
