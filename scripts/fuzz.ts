/**
 * npm run fuzz [-- --bodies 10000 --seed 1]: malformed bodies over every write route of the customer and
 * staff APIs, on a fresh server with the demo data (embedded database in memory, or DATABASE_URL's).
 * Prints the answers by status and every 5xx with what was sent; exits 1 if there was any.
 */
import { parseArgs } from 'node:util';
import { fuzzWriteRoutes, writeRoutes } from '../apps/server/src/fuzz/fuzz-routes';
import { demoHeaders } from '../apps/server/src/fuzz/fuzz-sign-in';
import { buildTestApp } from '../apps/server/src/test/test-app';

const { values } = parseArgs({
  options: { bodies: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } },
});
// Malformed password checks count against the demo account like any other; the fuzz must still sign it in.
const t = await buildTestApp({
  env: { ...process.env, LOG_LEVEL: 'silent', LOGIN_MAX_FAILURES_ACCOUNT_CEILING: '1000000' },
});
const routes = await writeRoutes(t.app);
const perRoute = Math.ceil(Number(values.bodies) / routes.length);
const started = performance.now();
const report = await fuzzWriteRoutes(t.app, {
  perRoute,
  seed: Number(values.seed),
  headersFor: (staff) => demoHeaders(t.app, staff),
});
await t.close();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`fuzz: ${report.sent} malformed requests over ${report.routes} write routes in ${seconds} s`);
console.log(
  `answers: ${Object.entries(report.byStatus)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ')}`,
);
console.log(`5xx: ${report.errors.length}`);
for (const e of report.errors.slice(0, 30)) {
  console.log(`  ${e.status} ${e.route} (${e.url})\n    sent ${e.body}\n    got  ${e.answer}`);
}
process.exit(report.errors.length === 0 ? 0 : 1);
