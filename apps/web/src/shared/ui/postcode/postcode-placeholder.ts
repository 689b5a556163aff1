/** The read-only postcode field's placeholder: short enough for the field beside its 우편번호 검색 button at 320 px. */
export const POSTCODE_PLACEHOLDER = '검색으로 입력';
