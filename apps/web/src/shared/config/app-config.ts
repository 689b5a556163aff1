/** What the server tells the app at start (index.html's `window.__APP_CONFIG__`), read once. */

export const APP_ENVS = ['development', 'staging', 'live'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** The analytics the server configured (ANALYTICS_PROVIDER); none when absent. */
export type AnalyticsSetting = { provider: 'ga4'; id: string } | null;

export type AppConfig = { env: AppEnv; supportPhone: string; analytics: AnalyticsSetting };

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

const DEFAULT_CONFIG: AppConfig = { env: 'development', supportPhone: '1588-0000', analytics: null };

/** Validates the injected value; anything missing or unknown falls back to development defaults. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CONFIG;
  const value = raw as Record<string, unknown>;
  const env = APP_ENVS.find((e) => e === value.env) ?? DEFAULT_CONFIG.env;
  const supportPhone =
    typeof value.supportPhone === 'string' && value.supportPhone.trim() !== ''
      ? value.supportPhone
      : DEFAULT_CONFIG.supportPhone;
  return { env, supportPhone, analytics: parseAnalytics(value.analytics) };
}

function parseAnalytics(raw: unknown): AnalyticsSetting {
  if (typeof raw !== 'object' || raw === null) return null;
  const { provider, id } = raw as Record<string, unknown>;
  return provider === 'ga4' && typeof id === 'string' && /^G-[A-Z0-9]+$/.test(id) ? { provider, id } : null;
}

export const appConfig: AppConfig = parseAppConfig(
  typeof window === 'undefined' ? undefined : window.__APP_CONFIG__,
);

/**
 * On the server that renders first screens there is no `window`: it hands over the same object it writes
 * into index.html, once at start, so the rendered page and the browser's app read the same settings.
 */
export function adoptServerAppConfig(raw: unknown): void {
  Object.assign(appConfig, parseAppConfig(raw));
}

export const isDev = (config: AppConfig = appConfig) => config.env === 'development';
export const isLive = (config: AppConfig = appConfig) => config.env === 'live';
