export const ACCOUNT_GUARD_MESSAGE = '고객님의 정보 보호를 위해 이메일과 비밀번호를 입력해 주세요.';
export const ACCOUNT_GUARD_BAD_INFO_MESSAGE = '잘못된 정보입니다.';
