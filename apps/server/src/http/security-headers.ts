import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** `'sha256-…'` of an inline script's text, for the CSP that allows exactly that script. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The Content-Security-Policy of the two apps' HTML: scripts only from this origin (and the one inline
 * config script, by its hash), no plugins, no framing by other sites. The outside widgets a setting turns
 * on (PortOne's browser SDK and its card windows, the Kakao postcode search, GA4) add their own origins.
 */
export function contentSecurityPolicy(config: Config, inlineScriptHashes: string[] = []): string {
  const portone = config.payments.provider === 'portone' || config.identity.provider === 'portone';
  const kakaoPostcode = config.postcode.provider === 'kakao';
  const script = ["'self'", ...inlineScriptHashes];
  const connect = ["'self'"];
  const frame = ["'self'"];
  if (portone) {
    script.push('https://cdn.portone.io');
    connect.push('https://*.portone.io');
    // The card companies' and PGs' own windows open inside PortOne's.
    frame.push('https:');
  }
  if (config.analytics.provider === 'ga4') {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
  }
  if (kakaoPostcode) {
    script.push('https://t1.daumcdn.net', 'https://t1.kakaocdn.net');
    frame.push('https://postcode.map.daum.net', 'https://postcode.map.kakao.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline style attributes come from rich text (notices, documents); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Headers every answer carries: no MIME sniffing (an upload is never run as a script), no full URLs in
 * the Referer to other sites, no camera, microphone or location, and HSTS when the request came over https.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each is measurable there.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(EVERY_ANSWER);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
}

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;
