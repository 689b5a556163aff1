import { isValidMobile, MOBILE_RULE_MESSAGE } from '@shop/domain/validation/mobile';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { scriptValue } from '../../security/html-script-value';

const verifId = z.string().regex(/^iv_[A-Za-z0-9_-]{20,80}$/);

const page = (id: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>본인인증 (시뮬레이터)</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:24px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:12px;font-size:16px}p.note{color:#666;font-size:13px}.err{color:#c00}</style>
</head><body>
<h1>본인인증</h1>
<p class="note">개발용 본인인증 시뮬레이터입니다. 실제 인증은 이루어지지 않습니다.</p>
<form id="f">
<label for="name">이름</label><input id="name" name="name" autocomplete="name" required>
<label for="phone">휴대폰 번호</label><input id="phone" name="phoneNo" inputmode="numeric" maxlength="11" placeholder="- 없이 입력" required>
<p class="err" id="err" role="alert"></p>
<button type="submit">인증 완료</button>
</form>
<script>
const verifId = ${scriptValue(id)};
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  const name = document.getElementById('name').value.trim();
  const phoneNo = document.getElementById('phone').value.replace(/[^0-9]/g, '');
  const res = await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ verif_id: verifId, name, phoneNo }) });
  if (!res.ok) { document.getElementById('err').textContent = (await res.json()).message; return; }
  const result = { name, phoneNo, verif_id: verifId, returnFlag: true };
  const target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage(result, location.origin);
  window.close();
});
</script></body></html>`;

/** 인증 완료 on the page: what was typed becomes the verified person of this (still open) verification. */
async function completeSimulatedVerification(
  db: Db,
  txId: string,
  person: { name: string; phoneNo: string },
) {
  const done = await db
    .update(identityVerifications)
    .set({ name: person.name, phoneNo: person.phoneNo, verifiedAt: new Date(), result: { simulated: true } })
    .where(
      and(
        eq(identityVerifications.txId, txId),
        eq(identityVerifications.provider, 'simulator'),
        isNull(identityVerifications.verifiedAt),
      ),
    )
    .returning({ id: identityVerifications.id });
  return done.length > 0;
}

/** The identity-verification simulator page: only served when IDENTITY_PROVIDER is simulator. */
export const identitySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.identity.provider !== 'simulator') return;

  app.get(
    '/sim/identity',
    { schema: { hide: true, querystring: z.object({ verif_id: verifId }) } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(page(request.query.verif_id)),
  );

  app.post(
    '/sim/identity',
    {
      schema: {
        hide: true,
        body: z.object({
          verif_id: verifId,
          name: z.string().trim().min(1, '이름을 입력해 주세요.').max(40),
          phoneNo: z.string().refine(isValidMobile, MOBILE_RULE_MESSAGE),
        }),
      },
    },
    async ({ body }, reply) => {
      const ok = await completeSimulatedVerification(app.db, body.verif_id, body);
      if (!ok) return reply.status(400).send({ message: '본인인증 요청을 찾을 수 없습니다.', errors: {} });
      return { data: true };
    },
  );
};
