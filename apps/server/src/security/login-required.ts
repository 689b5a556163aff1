/** The answer to a call without a valid session: no token, a forged or expired one, or an account no longer in use. */
export const LOGIN_REQUIRED = '로그인 정보가 만료되었거나 권한이 없습니다';
