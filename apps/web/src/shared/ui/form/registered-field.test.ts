import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registeredField } from './registered-field';

type Values = { email: string; password: string };

/** A form stand-in: register answers with the name and rules it was given; the errors are the form's. */
function formWith(errors: Partial<Record<keyof Values, { message: string }>>) {
  return {
    register: (name: string, rules?: object) => ({ name, rules }),
    formState: { errors },
  } as unknown as UseFormReturn<Values>;
}

describe('registeredField', () => {
  it("is the field's registration, with its rules, and its own error's message", () => {
    const validate = () => true;
    const form = formWith({
      password: { message: '비밀번호를 입력해 주세요.' },
      email: { message: '이메일 오류' },
    });
    expect(registeredField(form, 'password', { validate })).toEqual({
      name: 'password',
      rules: { validate },
      error: '비밀번호를 입력해 주세요.',
    });
  });

  it('has no error while its own check has not failed, whatever the other fields say', () => {
    const form = formWith({ email: { message: '이메일 오류' } });
    expect(registeredField(form, 'password').error).toBeUndefined();
  });
});
