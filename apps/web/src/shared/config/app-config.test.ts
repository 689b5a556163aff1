import { describe, expect, it } from 'vitest';
import { isDev, isLive, parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads the injected env and phone', () => {
    const config = parseAppConfig({ env: 'live', supportPhone: '1588-1234' });
    expect(config).toEqual({ env: 'live', supportPhone: '1588-1234', analytics: null });
    expect(isLive(config)).toBe(true);
    expect(isDev(config)).toBe(false);
  });

  it('falls back to development when the placeholder was not replaced', () => {
    const config = parseAppConfig(undefined);
    expect(config.env).toBe('development');
    expect(isDev(config)).toBe(true);
  });

  it('ignores an unknown env', () => {
    expect(parseAppConfig({ env: 'production', supportPhone: '' })).toEqual({
      env: 'development',
      supportPhone: '1588-0000',
      analytics: null,
    });
  });

  it('reads GA4 analytics only with a measurement id of its shape', () => {
    expect(parseAppConfig({ env: 'live', analytics: { provider: 'ga4', id: 'G-ABC123' } }).analytics).toEqual(
      {
        provider: 'ga4',
        id: 'G-ABC123',
      },
    );
    expect(parseAppConfig({ analytics: { provider: 'ga4', id: 'UA-1' } }).analytics).toBeNull();
    expect(parseAppConfig({ analytics: { provider: 'other', id: 'G-ABC123' } }).analytics).toBeNull();
    expect(parseAppConfig({ analytics: 'ga4' }).analytics).toBeNull();
  });
});
