import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/config/paths';
import { accountScreens } from './account-screens';
import { cartScreens } from './cart-screens';
import { catalogScreens } from './catalog-screens';
import { contentScreens } from './content-screens';
import { coreScreens } from './core-screens';
import { featuredScreens } from './featured-screens';
import { rentalScreens } from './rental-screens';

const registries = {
  coreScreens,
  featuredScreens,
  catalogScreens,
  contentScreens,
  accountScreens,
  cartScreens,
  rentalScreens,
};

describe('screen registries', () => {
  it('name only routes of the route table, each in one registry', () => {
    const known = new Set(ROUTES.map((r) => r.path));
    const seen = new Map<string, string>();
    for (const [name, registry] of Object.entries(registries)) {
      for (const path of Object.keys(registry)) {
        expect(known.has(path), `${name} names unknown route ${path}`).toBe(true);
        expect(seen.get(path), `${path} is in ${seen.get(path)} and ${name}`).toBeUndefined();
        seen.set(path, name);
      }
    }
    expect(seen.get('/')).toBe('featuredScreens');
  });
});
