import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormInput } from './form-input';

type Values = { email: string; password: string };

/** A form stand-in: register names the input; the errors are the form's. */
const formWith = (errors: Partial<Record<keyof Values, { message: string }>>) =>
  ({ register: (name: string) => ({ name }), formState: { errors } }) as unknown as UseFormReturn<Values>;

const render = (form: UseFormReturn<Values>) =>
  renderToStaticMarkup(
    createElement(FormInput<Values, unknown, Values>, {
      form,
      name: 'password',
      label: '비밀번호',
      type: 'password',
      autoComplete: 'current-password',
    }),
  );

describe('FormInput', () => {
  it('is the labelled input registered under its name, with that field’s error under it', () => {
    const html = render(formWith({ password: { message: '비밀번호를 입력해 주세요.' } }));
    expect(html).toContain('<span class="field__label">비밀번호</span>');
    expect(html).toContain('<input type="password" autoComplete="current-password" name="password"/>');
    expect(html).toContain('<span class="field__error" role="alert">비밀번호를 입력해 주세요.</span>');
  });

  it('shows no error while its own field has none, whatever another field says', () => {
    expect(render(formWith({ email: { message: '이메일 오류' } }))).not.toContain('field__error');
  });
});
