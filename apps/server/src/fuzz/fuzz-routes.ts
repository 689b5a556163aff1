import type { FastifyInstance } from 'fastify';
import { type JsonSchema, malformedPayload, PATH_VALUES, seeded } from './malformed-bodies';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

export type FuzzRoute = { method: string; path: string; schema: JsonSchema | undefined; staff: boolean };
export type ServerError = { route: string; url: string; status: number; body: string; answer: string };
export type FuzzReport = {
  sent: number;
  routes: number;
  byStatus: Record<number, number>;
  errors: ServerError[];
};

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** A plausible body here withdraws the signed-in customer (state -500): the routes after it need the account. */
const ENDS_THE_ACCOUNT = 'PUT /api/v2/customer/users/{id}';

/** Every write route of both OpenAPI documents (the customer's and the staff's), with its body schema. */
export async function writeRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  const routes: FuzzRoute[] = [];
  for (const [url, staff] of [
    ['/api/v2/customer/openapi.json', false],
    ['/api/v2/admin/openapi.json', true],
  ] as const) {
    const doc = (await app.inject(url)).json() as OpenApi;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!WRITES.has(method)) continue;
        const json = op.requestBody?.content['application/json']?.schema;
        routes.push({ method: method.toUpperCase(), path, schema: json, staff });
      }
    }
  }
  const last = (r: FuzzRoute) => (`${r.method} ${r.path}` === ENDS_THE_ACCOUNT ? 1 : 0);
  return routes.sort((a, b) => last(a) - last(b));
}

/**
 * Sends `perRoute` malformed requests to every write route, signed in as a customer (or staff member for
 * the console's routes) through `headersFor`, and reports every answer of 500 or more with what was sent.
 * Requests come from their own address, so the login limits they trip do not lock the caller's sign-ins.
 */
export async function fuzzWriteRoutes(
  app: FastifyInstance,
  options: {
    perRoute: number;
    seed: number;
    headersFor: (staff: boolean) => Promise<Record<string, string>>;
  },
): Promise<FuzzReport> {
  const rng = seeded(options.seed);
  const routes = await writeRoutes(app);
  const report: FuzzReport = { sent: 0, routes: routes.length, byStatus: {}, errors: [] };
  for (const route of routes) {
    // Signed in afresh per route: a body that happened to be valid may have ended the session.
    const headers = await options.headersFor(route.staff);
    for (let i = 0; i < options.perRoute; i++) {
      const url = route.path.replace(/\{[^}]+\}/g, () => rng.pick(PATH_VALUES));
      const payload = route.method === 'DELETE' && !route.schema ? null : malformedPayload(route.schema, rng);
      const res = await app.inject({
        method: route.method as 'POST',
        url,
        headers: payload ? { ...headers, 'content-type': payload.contentType } : headers,
        ...(payload ? { payload: payload.body } : {}),
        remoteAddress: '10.99.0.1',
      });
      report.sent++;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) {
        report.errors.push({
          route: `${route.method} ${route.path}`,
          url,
          status: res.statusCode,
          body: (payload?.body ?? '').slice(0, 300),
          answer: res.body.slice(0, 300),
        });
      }
    }
  }
  return report;
}
