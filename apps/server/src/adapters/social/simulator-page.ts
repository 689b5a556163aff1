import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SocialProviderName } from '../../config';
import { scriptValue } from '../../security/html-script-value';
import { signSimulatorCode } from './simulator';

const LABEL: Record<SocialProviderName, string> = {
  kakao: '카카오',
  naver: '네이버',
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

const params = z.object({ provider: z.enum(['kakao', 'naver', 'google', 'apple', 'facebook']) });
// Only the app's own social pages, so the simulator is no open redirect.
const redirectUri = z
  .string()
  .regex(/^(https?:\/\/[^/]+)?\/customer_v2\/socialUser(Kakao|Naver|Google|Apple|Facebook)$/);

const page = (provider: SocialProviderName, redirect: string, state: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${LABEL[provider]} 로그인 (시뮬레이터)</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:24px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:12px;font-size:16px}p.note{color:#666;font-size:13px}</style>
</head><body>
<h1>${LABEL[provider]} 로그인</h1>
<p class="note">개발용 소셜 로그인 시뮬레이터입니다. 입력한 이메일의 ${LABEL[provider]} 계정으로 동의한 것처럼 돌아갑니다.</p>
<form id="f">
<label for="email">이메일</label><input id="email" type="email" autocomplete="email" required>
<button type="submit">동의하고 계속하기</button>
<button type="button" id="cancel">취소</button>
</form>
<script>
const redirect = ${scriptValue(redirect)};
const state = ${scriptValue(state)};
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  const res = await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: document.getElementById('email').value.trim() }) });
  const { data } = await res.json();
  location.replace(redirect + '?' + new URLSearchParams({ code: data.code, state }));
});
document.getElementById('cancel').addEventListener('click', () => {
  location.replace(redirect + '?' + new URLSearchParams({ error: 'access_denied', state }));
});
</script></body></html>`;

/** The consent page of each simulated provider: only served when SOCIAL_PROVIDER is simulator. */
export const socialSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.social.simulated) return;

  app.get(
    '/sim/social/:provider',
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ redirect_uri: redirectUri, state: z.string().max(2000) }),
      },
    },
    async ({ params: p, query }, reply) =>
      reply.type('text/html; charset=utf-8').send(page(p.provider, query.redirect_uri, query.state)),
  );

  app.post(
    '/sim/social/:provider',
    { schema: { hide: true, params, body: z.object({ email: z.email() }) } },
    async ({ params: p, body }) => ({
      data: { code: await signSimulatorCode(p.provider, body.email, app.config.jwtSecret) },
    }),
  );
};
