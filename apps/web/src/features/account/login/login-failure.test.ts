import { ApiError } from '@shop/domain/api/api-error';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_UNKNOWN_MESSAGE,
  loginFailure,
  NOT_REGISTERED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './login-failure';

describe('login failure', () => {
  it('a 400 with the id is a wrong password, pointing to the password reminder', () => {
    expect(loginFailure(new ApiError(400, 'x', {}, { id: 7 }))).toEqual({
      message: WRONG_PASSWORD_MESSAGE,
      offer: 'remindPassword',
    });
    expect(WRONG_PASSWORD_MESSAGE).toBe('비밀번호가 달라요.');
  });

  it('a 400 without an id is an account not registered, pointing to sign-up', () => {
    expect(loginFailure(new ApiError(400, 'x'))).toEqual({
      message: NOT_REGISTERED_MESSAGE,
      offer: 'signUp',
    });
  });

  it('a 429 shows the server message; anything else the unknown-error message', () => {
    expect(loginFailure(new ApiError(429, '잠시 후 다시 시도해 주세요.')).message).toBe(
      '잠시 후 다시 시도해 주세요.',
    );
    expect(loginFailure(new ApiError(500, 'x')).message).toBe(LOGIN_UNKNOWN_MESSAGE);
    expect(loginFailure(new Error('x')).message).toBe(LOGIN_UNKNOWN_MESSAGE);
  });
});
