import { describe, expect, it } from 'vitest';
import { FIELD_MAX, limitedString, tooLongMessage } from './field-limits';
import { loginSchema } from './login-schema';
import { requiredString, ruleString } from './zod-rule';

describe('field limits', () => {
  it('words the too-long message with the limit', () => {
    expect(tooLongMessage(50)).toBe('50자 이내로 입력해 주세요.');
    expect(tooLongMessage(FIELD_MAX.email)).toBe('100자 이내로 입력해 주세요.');
  });

  it('takes a limited string up to its maximum, counting Korean characters one each', () => {
    const schema = limitedString(3);
    expect(schema.parse('')).toBe('');
    expect(schema.parse('abc')).toBe('abc');
    expect(schema.parse('가나다')).toBe('가나다');
    const result = schema.safeParse('가나다라');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['3자 이내로 입력해 주세요.']);
  });

  it('refuses a login email past one hundred characters', () => {
    const email = `${'a'.repeat(92)}@shop.kr`;
    expect(email).toHaveLength(100);
    expect(loginSchema.safeParse({ email, password: 'abcd1234' }).success).toBe(true);
    const result = loginSchema.safeParse({ email: `a${email}`, password: 'abcd1234' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', '100자 이내로 입력해 주세요.'],
    ]);
  });
});

describe('rule strings', () => {
  const schema = ruleString('필수', 5, (value) => (value.includes('x') ? '엑스 금지' : null));
  const issues = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => ({ code: issue.code, message: issue.message }));

  it('gives the required message for a missing, non-string or empty value', () => {
    expect(issues(undefined)).toEqual([{ code: 'invalid_type', message: '필수' }]);
    expect(issues(12345)).toEqual([{ code: 'invalid_type', message: '필수' }]);
    expect(issues('')).toEqual([{ code: 'custom', message: '필수' }]);
  });

  it('reports the rule as a custom issue and passes a value the rule accepts', () => {
    expect(issues('abx')).toEqual([{ code: 'custom', message: '엑스 금지' }]);
    expect(schema.parse('abcde')).toBe('abcde');
    expect(schema.parse(' ')).toBe(' ');
  });

  it('refuses a value past the maximum and still runs the rule on it', () => {
    expect(issues('abcdef')).toEqual([{ code: 'too_big', message: '5자 이내로 입력해 주세요.' }]);
    expect(issues('abcdx6')).toEqual([
      { code: 'too_big', message: '5자 이내로 입력해 주세요.' },
      { code: 'custom', message: '엑스 금지' },
    ]);
  });

  it('makes a required string need only a non-empty value within the maximum', () => {
    const name = requiredString('이름', 2);
    expect(name.parse('김철')).toBe('김철');
    expect(name.parse('x')).toBe('x');
    expect(name.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['이름']);
    expect(name.safeParse('남궁민').error?.issues.map((issue) => issue.message)).toEqual([
      '2자 이내로 입력해 주세요.',
    ]);
  });
});
