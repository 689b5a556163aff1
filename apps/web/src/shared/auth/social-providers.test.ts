import { describe, expect, it } from 'vitest';
import { offeredSocialProviders, socialProviderOfType } from './social-providers';

describe('social providers', () => {
  it('offers Apple only on iOS and never Facebook', () => {
    expect(offeredSocialProviders(false).map((p) => p.label)).toEqual(['카카오', '네이버', 'Google']);
    expect(offeredSocialProviders(true).map((p) => p.label)).toEqual(['카카오', '네이버', 'Google', 'Apple']);
  });

  it('finds a provider by its type code', () => {
    expect(socialProviderOfType(10)?.path).toBe('/socialUserKakao');
    expect(socialProviderOfType(99)).toBeNull();
  });
});
