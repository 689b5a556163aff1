import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scriptValue } from '../../security/html-script-value';
import { simulatorOf } from './create-payment-gateway';
import { SIM_TEST_CARDS } from './simulator-cards';

const issueId = z.string().regex(/^bill_[A-Za-z0-9_-]{16,80}$/);
// Only a page of the shop itself may be returned to.
const returnUrl = z
  .string()
  .regex(/^\/customer_v2\/[A-Za-z0-9/_?=&.-]*$/)
  .max(300)
  .optional();

const testCards = Object.entries(SIM_TEST_CARDS)
  .map(([n, c]) => `<li><code>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${c.note}</li>`)
  .join('');

const page = (id: string, back: string | undefined) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>카드 등록 (테스트 PG)</title>
<style>body{font-family:system-ui,sans-serif;max-width:380px;margin:24px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:12px;font-size:16px}.note{color:#666;font-size:13px}.err{color:#c00}</style>
</head><body>
<h1>카드 등록</h1>
<p class="note">개발용 테스트 PG입니다. 실제 결제는 이루어지지 않으며 카드번호는 저장되지 않습니다.</p>
<form id="f" autocomplete="off">
<label for="num">카드번호</label><input id="num" inputmode="numeric" maxlength="19" placeholder="- 없이 16자리" required>
<label for="exp">유효기간 (MMYY)</label><input id="exp" inputmode="numeric" maxlength="4" placeholder="MMYY" required>
<label for="birth">생년월일 6자리</label><input id="birth" inputmode="numeric" maxlength="10" placeholder="YYMMDD" required>
<label for="pwd">비밀번호 앞 2자리</label><input id="pwd" type="password" inputmode="numeric" maxlength="2" required>
<p class="err" id="err" role="alert"></p>
<button type="submit">카드 등록</button>
</form>
<p class="note">테스트 카드</p><ul class="note">${testCards}</ul>
<script>
const issueId = ${scriptValue(id)};
const back = ${scriptValue(back ?? '')};
const val = (id) => document.getElementById(id).value.replace(/[^0-9]/g, '');
function finish(result) {
  const target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) { target.postMessage(result, location.origin); window.close(); return; }
  if (back) location.href = back + (back.includes('?') ? '&' : '?') + new URLSearchParams(result).toString();
}
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  const res = await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ issue_id: issueId, card_number: val('num'), expiry: val('exp'), birth: val('birth'), pwd_2digit: val('pwd') }) });
  const body = await res.json();
  if (!res.ok) { document.getElementById('err').textContent = body.message; finish({ state: 'fail', issue_id: issueId, message: body.message }); return; }
  finish({ state: 'success', issue_id: issueId, billing_key: body.data.billing_key });
});
</script></body></html>`;

/** The test PG's card page and console: served only when PAYMENTS_PROVIDER is simulator. */
export const paymentsSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const sim = simulatorOf(app.payments);
  if (!sim) return;

  app.get(
    '/sim/pg/billing-key',
    { schema: { hide: true, querystring: z.object({ issue_id: issueId, return_url: returnUrl }) } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(request.query.issue_id, request.query.return_url)),
  );

  app.post(
    '/sim/pg/billing-key',
    {
      schema: {
        hide: true,
        body: z.object({
          issue_id: issueId,
          card_number: z.string().max(25),
          expiry: z.string().max(4),
          birth: z.string().max(10),
          pwd_2digit: z.string().max(2),
        }),
      },
    },
    async ({ body }, reply) => {
      const { issue_id, ...form } = body;
      const result = await sim.completeIssue(issue_id, form);
      if (!result)
        return reply.status(400).send({ message: '카드 등록 요청을 찾을 수 없습니다.', errors: {} });
      if (!result.ok) return reply.status(400).send({ message: result.resultmsg, errors: {} });
      return { data: { billing_key: result.billingKey } };
    },
  );

  // The PG console: what was charged and cancelled (development and tests).
  app.get('/sim/pg/charges', { schema: { hide: true } }, async () => ({ data: await sim.listCharges() }));
};
