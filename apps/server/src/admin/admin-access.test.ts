import { mayStaff, STAFF_ROLES, type StaffRole } from '@shop/domain/staff/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/data/demo-customer';
import { bearer, tokenFor } from '../modules/users/test-accounts';
import { buildTestApp, type TestApp } from '../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from './test-staff';

/**
 * The role matrix: every admin route, called by an anonymous caller, a customer, and each staff role.
 * Only a role the route's permission grants gets past the door (its answer may still be 400 or 404 for
 * the made-up ids and empty bodies used here); everyone else gets 401 or 403. Routes are read from the
 * app itself, so a new route is in the matrix the day it is written.
 */
describe('admin API role matrix', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let customerToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of STAFF_ROLES) tokens[role] = await staffLoginAs(t, role);
    customerToken = (await tokenFor(t, DEMO_CUSTOMER)).access_token;
  }, 120_000);
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:[a-zA-Z_]+/g, '999999'),
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('declares a permission on every admin route', () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(8);
    expect(routes.filter((r) => r.permission === undefined)).toEqual([]);
  });

  it('refuses anonymous callers and customer tokens everywhere but the sign-in', async () => {
    for (const route of t.app.adminRoutes.filter((r) => r.permission !== 'public')) {
      const anonymous = await call(route.method, route.url);
      expect([route.method, route.url, anonymous.statusCode]).toEqual([route.method, route.url, 401]);
      const customer = await call(route.method, route.url, bearer(customerToken));
      expect([route.method, route.url, customer.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });

  it('lets each role through exactly the routes its permissions grant', async () => {
    // Signing out ends the sessions, so it goes last.
    const routes = [...t.app.adminRoutes]
      .filter((r) => r.permission !== 'public')
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const role of STAFF_ROLES) {
      for (const route of routes) {
        const res = await call(route.method, route.url, staffBearer(tokens[role]));
        const p = route.permission;
        const allowed = p === 'signedIn' || (p !== undefined && p !== 'public' && mayStaff(role, p));
        const seen = allowed ? ![401, 403].includes(res.statusCode) : res.statusCode === 403;
        expect({ role, route: `${route.method} ${route.url}`, status: res.statusCode, seen }).toMatchObject({
          seen: true,
        });
      }
    }
  });

  it('gives a staff token nothing of the customer API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/subscs',
      headers: staffBearer(tokens.admin),
    });
    expect(res.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/spots',
      headers: staffBearer(tokens.admin),
    });
    expect(me.statusCode).toBe(401);
  });

  it('publishes the admin API in its own OpenAPI document, apart from the customer one', async () => {
    const admin = (await t.app.inject({ method: 'GET', url: `${ADMIN}/openapi.json` })).json();
    const customer = (await t.app.inject({ method: 'GET', url: '/api/v2/customer/openapi.json' })).json();
    const adminPaths = Object.keys(admin.paths);
    expect(adminPaths).toContain(`${ADMIN}/auth/login`);
    expect(adminPaths.every((p) => p.startsWith(ADMIN))).toBe(true);
    expect(Object.keys(customer.paths).some((p) => p.startsWith(ADMIN))).toBe(false);
  });
});
