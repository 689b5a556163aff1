import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy, scriptHash } from './security-headers';

describe('security headers (issue 11 finding 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('sends nosniff, a referrer policy and a permissions policy on every answer; HSTS only over https', async () => {
    for (const url of ['/api/v2/customer/health', '/api/v2/customer/nope', '/api/v2/admin/auth/me']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows only this origin’s scripts and the hashed inline one; outside widgets only when configured', () => {
    const plain = contentSecurityPolicy(loadConfig({}), [scriptHash('window.x=1')]);
    expect(plain).toContain(`script-src 'self' ${scriptHash('window.x=1')};`);
    expect(plain).toContain("frame-ancestors 'self'");
    expect(plain).toContain("object-src 'none'");
    expect(plain).not.toContain('unsafe-eval');
    expect(plain).not.toContain('portone');
    expect(plain).not.toContain('daumcdn');
    const kakao = contentSecurityPolicy(loadConfig({ POSTCODE_PROVIDER: 'kakao' }));
    expect(kakao).toContain('https://t1.daumcdn.net');
    expect(kakao).toContain('https://postcode.map.daum.net');
    expect(plain).not.toContain('googletagmanager');
    const ga4 = contentSecurityPolicy(
      loadConfig({ ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' }),
    );
    expect(ga4).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(ga4).toContain('https://*.google-analytics.com');
  });
});
