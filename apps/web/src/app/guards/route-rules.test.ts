import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE } from '../../shared/auth/device-type';
import { backAllowed, desktopMustLeave, forwardAllowed } from './route-rules';

describe('forward-deny', () => {
  it('opens the payment outcome only from the checkout or on return from the provider', () => {
    expect(forwardAllowed('/purOrders/createProd', '/purOrders/createProdComplete/5')).toBe(true);
    expect(forwardAllowed(null, '/purOrders/createProdComplete/5')).toBe(true);
    expect(forwardAllowed('/prods/3', '/purOrders/createProdComplete/5')).toBe(false);
    expect(forwardAllowed('/users/7', '/purOrders/createProdFail/5')).toBe(false);
  });

  it('opens the delivery-date result only after the complete page', () => {
    expect(forwardAllowed('/purOrders/createProdComplete/5', '/purOrders/createProdResult/5')).toBe(true);
    expect(forwardAllowed('/carts', '/purOrders/createProdResult/5')).toBe(false);
  });

  it('opens the password reset only from the mailed link', () => {
    expect(forwardAllowed(null, '/users/auth/passwordReset')).toBe(true);
    expect(forwardAllowed('/users/auth/login', '/users/auth/passwordReset')).toBe(false);
  });

  it('leaves every other route alone', () => {
    expect(forwardAllowed('/prods/3', '/carts')).toBe(true);
    expect(forwardAllowed(null, '/users/7')).toBe(true);
  });
});

describe('back-deny', () => {
  it('refuses going back onto a spent step', () => {
    expect(backAllowed('/purOrders/createProdComplete/5', '/purOrders/createProd')).toBe(false);
    expect(backAllowed('/users/update', '/socialUserKakao')).toBe(false);
    expect(backAllowed('/users/auth/login', '/users/auth/passwordReset')).toBe(false);
  });

  it('allows other back moves and a fresh load', () => {
    expect(backAllowed('/prods/3', '/prods')).toBe(true);
    expect(backAllowed(null, '/purOrders/createProd')).toBe(true);
  });
});

describe('device guard', () => {
  it('sends a desktop browser on live away from non-public routes', () => {
    expect(desktopMustLeave(DEVICE_TYPE.DESKTOP, true, null, '/carts')).toBe(true);
    expect(desktopMustLeave(DEVICE_TYPE.DESKTOP, true, null, '/prods/3')).toBe(false);
    expect(desktopMustLeave(DEVICE_TYPE.DESKTOP, true, '/prods/3', '/users/auth/login')).toBe(false);
  });

  it('skips phones, the app and every environment but live', () => {
    expect(desktopMustLeave(DEVICE_TYPE.MOBILE_WEB, true, null, '/carts')).toBe(false);
    expect(desktopMustLeave(DEVICE_TYPE.IOS_APP, true, null, '/carts')).toBe(false);
    expect(desktopMustLeave(DEVICE_TYPE.DESKTOP, false, null, '/carts')).toBe(false);
  });
});
