import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/config/paths';
import { DEV_SHORTCUTS } from './dev-shortcuts';

describe('development shortcuts', () => {
  it('link to the rental document’s screens the storefront document names, each a registered route', () => {
    const registered = new Set(ROUTES.map((r) => r.path));
    const targets = DEV_SHORTCUTS.map((link) => link.to);
    expect(targets).toEqual(
      expect.arrayContaining([
        '/payments',
        '/payments/billAuth',
        '/payments/billAuth/create',
        '/purOrders/user',
        '/spots',
        '/subscs',
      ]),
    );
    for (const to of targets) expect(registered.has(to)).toBe(true);
  });
});
