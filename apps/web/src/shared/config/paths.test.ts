import { describe, expect, it } from 'vitest';
import { hasGrayBackground, isBackButtonHidden, paths, pathTo, ROUTES, routesFor } from './paths';

describe('route table', () => {
  it('holds every path once', () => {
    const all = ROUTES.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('registers the rental routes and the named routes', () => {
    const all = new Set(ROUTES.map((r) => r.path));
    for (const path of [
      '/subscs/:subscId',
      '/cares/container/create',
      '/spots/:spotId',
      '/payments/billAuthBillKey',
    ]) {
      expect(all.has(path)).toBe(true);
    }
    expect(pathTo('SubscItem', { subscId: 12 })).toBe('/subscs/12');
    expect(pathTo('PurOrderCreateProdComplete', { paymentId: 'p1' })).toBe(
      '/purOrders/createProdComplete/p1',
    );
    expect(pathTo('UserAuthRemindEmailDefault')).toBe('/users/auth/remind');
    expect(() => pathTo('UserItem')).toThrow();
  });

  it('flags login as open and my page, settings, rentals, orders, spots, payments, cares as signed-in only', () => {
    const requireAuth = (path: string) => ROUTES.find((r) => r.path === path)?.requireAuth;
    expect(requireAuth('/users/auth/login')).toBe(false);
    expect(requireAuth('/')).toBe(false);
    expect(requireAuth('/carts')).toBe(false);
    for (const path of [
      '/users/:userId',
      '/users/update',
      '/subscs',
      '/purOrders/user',
      '/spots',
      '/payments',
      '/cares/:careId',
    ]) {
      expect(requireAuth(path)).toBe(true);
    }
  });
});

describe('back button', () => {
  it('is hidden on home, the purchase flow, company pages, my page, sign-up and help', () => {
    for (const path of [
      '/',
      '/carts',
      '/carts/15',
      '/purOrders/createProd',
      '/purOrders/createProdComplete/3',
      '/pages/aboutus',
      '/pages/aboutus/vision',
      '/users/7',
      '/users/7/',
      '/users/create',
      '/users/help',
    ]) {
      expect(isBackButtonHidden(path), path).toBe(true);
    }
  });

  it('shows elsewhere', () => {
    for (const path of [
      '/prods',
      '/prods/3',
      '/users/update',
      '/users/auth/login',
      '/purOrders/user',
      '/subscs/1',
    ]) {
      expect(isBackButtonHidden(path), path).toBe(false);
    }
  });
});

describe('gray background', () => {
  it('covers the cart, orders, my page and the rental screens', () => {
    for (const path of [
      '/carts',
      '/purOrders/user',
      '/purOrders/createProd',
      '/users/7',
      '/subscs',
      '/subscs/multi/2',
      '/spots/create',
      '/payments/billAuthBillKey',
      '/cares/container/list',
    ]) {
      expect(hasGrayBackground(path), path).toBe(true);
    }
  });

  it('leaves the storefront white', () => {
    for (const path of [
      '/',
      '/prods',
      '/users/update',
      '/users/create',
      '/purOrders',
      '/subscCats',
      '/spotsx',
    ]) {
      expect(hasGrayBackground(path), path).toBe(false);
    }
  });
});

describe('routes per environment', () => {
  const has = (env: 'development' | 'staging' | 'live', path: string) =>
    routesFor(env).some((def) => def.path === path);

  it('registers the package list everywhere but live, and the message outbox in development only', () => {
    expect(has('development', '/prods/conn')).toBe(true);
    expect(has('staging', '/prods/conn')).toBe(true);
    expect(has('live', '/prods/conn')).toBe(false);
    expect(has('development', '/noticeMsg')).toBe(true);
    expect(has('staging', '/noticeMsg')).toBe(false);
    expect(has('live', '/noticeMsg')).toBe(false);
    expect(has('live', '/prods')).toBe(true);
    expect(routesFor('development')).toHaveLength(ROUTES.length);
  });
});

describe('paths.prod', () => {
  it('links a product, priced in a subscription category when one is given', () => {
    expect(paths.prod(7)).toBe('/prods/7');
    expect(paths.prod(7, 2)).toBe('/prods/7?subsc_cat_id=2');
  });
});
