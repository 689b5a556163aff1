import type { PostcodeProvider } from './postcode-provider';

/** Kakao (Daum) Postcode: a browser widget without keys; the server has nothing to search. */
export const KAKAO_POSTCODE_SCRIPT_URL =
  'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export function createKakaoPostcode(): PostcodeProvider {
  return { name: 'kakao', scriptUrl: KAKAO_POSTCODE_SCRIPT_URL, search: null };
}
