import { type AnalyticsSetting, appConfig } from '../config/app-config';

export type EventParams = Record<string, string | number>;

/** What screens tell the analytics, whichever is configured. */
export type Analytics = { track(event: string, params?: EventParams): void };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const noAnalytics: Analytics = { track: () => {} };

function loadGtag(measurementId: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/**
 * GA4 through gtag.js, configured with page-view sending off (storefront-and-account.md 7): only the events
 * a screen tracks are sent. `load` adds gtag.js to the page (replaced in tests).
 */
export function ga4Analytics(measurementId: string, load: (id: string) => void = loadGtag): Analytics {
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  // gtag.js reads its commands as `arguments` objects, not arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the shape gtag.js expects in dataLayer
    layer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  load(measurementId);
  return { track: (event, params = {}) => gtag('event', event, params) };
}

export function createAnalytics(setting: AnalyticsSetting): Analytics {
  return setting?.provider === 'ga4' ? ga4Analytics(setting.id) : noAnalytics;
}

let instance: Analytics | null = null;

/** The configured analytics (none by default), made on first use. */
export function analytics(): Analytics {
  instance = instance ?? createAnalytics(appConfig.analytics);
  return instance;
}
