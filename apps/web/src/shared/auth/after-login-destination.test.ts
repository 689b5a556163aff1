import { describe, expect, it } from 'vitest';
import { afterLoginDestination } from './after-login-destination';
import { safeRedirect } from './login-redirect';

describe('after login', () => {
  it('goes to the remembered target, then the pending cart order, then the quiz result, else home', () => {
    expect(afterLoginDestination({ redirect: '/users/7', cartOrderPending: true, favSymbolId: 3 })).toBe(
      '/users/7',
    );
    expect(afterLoginDestination({ redirect: null, cartOrderPending: true, favSymbolId: 3 })).toBe('/carts');
    expect(afterLoginDestination({ redirect: null, cartOrderPending: false, favSymbolId: 3 })).toBe(
      '/favSymbols/3',
    );
    expect(afterLoginDestination({ redirect: null, cartOrderPending: false, favSymbolId: null })).toBe('/');
  });

  it('only remembers paths of this app', () => {
    expect(safeRedirect('/users/7?tab=1')).toBe('/users/7?tab=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect('/users/auth/login?redirect=/x')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});
