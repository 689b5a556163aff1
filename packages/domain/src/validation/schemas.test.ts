import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_REQUIRED_MESSAGE } from './address-entry';
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './email';
import { NOT_INSTALLABLE_REGION_MESSAGE } from './installable-region';
import { loginSchema } from './login-schema';
import { MOBILE_RULE_MESSAGE, RECIPIENT_MOBILE_MESSAGE } from './mobile';
import { PASSWORD_RULE_MESSAGE, PASSWORD_RULE_SIGNUP_MESSAGE } from './password';
import {
  NEW_PASSWORD_MISMATCH_MESSAGE,
  NEW_PASSWORD_SAME_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from './password-change';
import { passwordChangeSchema } from './password-change-schema';
import { PASSWORD_CONFIRM_MISMATCH_MESSAGE, SIGNUP_EMPTY_MESSAGE } from './signup';
import { signupSchema } from './signup-schema';
import { spotSchema, spotServerSchema } from './spot-schema';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('login schema', () => {
  it('uses the shared email and password messages', () => {
    expect(messages(loginSchema, { email: '', password: 'x' })).toEqual({
      email: EMAIL_REQUIRED_MESSAGE,
      password: PASSWORD_RULE_MESSAGE,
    });
    expect(messages(loginSchema, { email: 'kim@', password: 'abcd1234' })).toEqual({
      email: EMAIL_FORMAT_MESSAGE,
    });
    expect(messages(loginSchema, {})).toHaveProperty('email', EMAIL_REQUIRED_MESSAGE);
    expect(loginSchema.parse({ email: 'kim@shop.kr', password: 'abcd1234', isLocal: true }).isLocal).toBe(
      true,
    );
  });
});

describe('signup schema', () => {
  const form = {
    email: 'kim@shop.kr',
    mobile: '01012345678',
    name: '김민수',
    password: 'abcd1234',
    passwordConfirm: 'abcd1234',
  };

  it('accepts a complete form and strips unknown fields', () => {
    expect(signupSchema.parse({ ...form, role: 'admin' })).toEqual(form);
  });

  it('applies the mobile and sign-up password rules', () => {
    expect(messages(signupSchema, { ...form, mobile: '010-1234-5678' })).toEqual({
      mobile: MOBILE_RULE_MESSAGE,
    });
    expect(messages(signupSchema, { ...form, password: 'abcdefgh', passwordConfirm: 'abcdefgh' })).toEqual({
      password: PASSWORD_RULE_SIGNUP_MESSAGE,
    });
  });

  it('reports empty fields and a mismatched confirmation', () => {
    expect(messages(signupSchema, { ...form, name: '', passwordConfirm: 'abcd12345' })).toEqual({
      name: SIGNUP_EMPTY_MESSAGE,
      passwordConfirm: PASSWORD_CONFIRM_MISMATCH_MESSAGE,
    });
  });
});

describe('password change schema', () => {
  it('reports required, mismatch and same-as-current', () => {
    expect(
      messages(passwordChangeSchema, {
        password: '',
        password_new: 'new12345',
        password_new_check: 'new12345',
      }),
    ).toEqual({
      password: REQUIRED_FIELD_MESSAGE,
    });
    expect(
      messages(passwordChangeSchema, {
        password: 'old12345',
        password_new: 'new12345',
        password_new_check: 'x',
      }),
    ).toEqual({ password_new_check: NEW_PASSWORD_MISMATCH_MESSAGE });
    expect(
      messages(passwordChangeSchema, {
        password: 'old12345',
        password_new: 'old12345',
        password_new_check: 'old12345',
      }),
    ).toEqual({ password_new: NEW_PASSWORD_SAME_MESSAGE });
  });

  it('applies the password rule to the new password only', () => {
    expect(
      messages(passwordChangeSchema, {
        password: 'old',
        password_new: 'new12345',
        password_new_check: 'new12345',
      }),
    ).toEqual({});
    expect(
      messages(passwordChangeSchema, {
        password: 'old12345',
        password_new: 'abcdefgh',
        password_new_check: 'abcdefgh',
      }),
    ).toEqual({ password_new: PASSWORD_RULE_MESSAGE });
  });
});

describe('spot schema', () => {
  const spot = { name: '김민수', tel: '01012345678', addr_code: '06236', addr: '서울 강남구 테헤란로 1' };

  it('fills defaults and refuses an uninstallable address', () => {
    expect(spotSchema.parse(spot)).toMatchObject({ addr_desc: '', state: 2 });
    expect(messages(spotSchema, { ...spot, addr: '부산 해운대구 1' })).toEqual({
      addr: NOT_INSTALLABLE_REGION_MESSAGE,
    });
  });

  it('applies the mobile rule to the phone number', () => {
    expect(messages(spotSchema, { ...spot, tel: '010-1234-5678' })).toEqual({ tel: MOBILE_RULE_MESSAGE });
    expect(messages(spotSchema, { ...spot, tel: '' })).toEqual({ tel: ADDRESS_REQUIRED_MESSAGE });
    // The installer calls it: a number no one could call is refused.
    expect(messages(spotSchema, { ...spot, tel: '010' })).toEqual({ tel: RECIPIENT_MOBILE_MESSAGE });
  });

  it('takes the two address states only', () => {
    expect(spotSchema.parse({ ...spot, state: 100 }).state).toBe(100);
    expect(spotSchema.parse({ ...spot, state: 2 }).state).toBe(2);
    expect(spotSchema.safeParse({ ...spot, state: 1 }).success).toBe(false);
  });

  it('keeps the weekend option and an optional title', () => {
    expect(spotSchema.parse({ ...spot, title: '집', options: { type_weekend: true } })).toMatchObject({
      title: '집',
      options: { type_weekend: true },
    });
    expect(spotSchema.parse(spot).options).toBeUndefined();
  });

  it('limits the title and the detail address', () => {
    expect(
      spotSchema.safeParse({ ...spot, title: '가'.repeat(50), addr_desc: 'a'.repeat(100) }).success,
    ).toBe(true);
    expect(messages(spotSchema, { ...spot, title: '가'.repeat(51), addr_desc: 'a'.repeat(101) })).toEqual({
      title: '50자 이내로 입력해 주세요.',
      addr_desc: '100자 이내로 입력해 주세요.',
    });
  });

  it('also checks the postcode on the server', () => {
    expect(spotServerSchema.safeParse(spot).success).toBe(true);
    expect(messages(spotServerSchema, { ...spot, addr_code: '48058' })).toEqual({
      addr_code: NOT_INSTALLABLE_REGION_MESSAGE,
    });
  });
});
