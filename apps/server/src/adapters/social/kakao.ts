import type { SocialClient } from '../../config';
import { codeAuthorizeUrl, profileForCode, type SocialProvider } from './social-provider';

export const KAKAO_ENDPOINTS = {
  authorize: 'https://kauth.kakao.com/oauth/authorize',
  token: 'https://kauth.kakao.com/oauth/token',
  profile: 'https://kapi.kakao.com/v2/user/me',
};

type KakaoUser = {
  id: number;
  kakao_account?: {
    email?: string;
    is_email_valid?: boolean;
    is_email_verified?: boolean;
    profile?: { nickname?: string };
  };
};

/** Kakao Login (REST API): authorize, POST /oauth/token, GET /v2/user/me. */
export function createKakao(
  client: SocialClient,
  endpoints = KAKAO_ENDPOINTS,
  fetchImpl = fetch,
): SocialProvider {
  return {
    name: 'kakao',
    authorizeUrl: (input) => codeAuthorizeUrl(endpoints.authorize, client, input, { scope: 'account_email' }),
    async exchange({ code, redirectUri }) {
      const me = await profileForCode<KakaoUser>(fetchImpl, 'kakao', endpoints, client, {
        redirect_uri: redirectUri,
        code,
      });
      const account = me.kakao_account ?? {};
      return {
        socialId: String(me.id),
        email: account.email ?? null,
        emailVerified: Boolean(account.is_email_valid && account.is_email_verified),
        name: account.profile?.nickname ?? null,
      };
    },
  };
}
