import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, ga4Analytics } from './analytics';

const commands = () =>
  (globalThis.window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('sends nothing and loads nothing when none is configured', () => {
    vi.stubGlobal('window', {});
    createAnalytics(null).track('sign_up', { method: 'email' });
    expect(globalThis.window.dataLayer).toBeUndefined();
  });

  it('configures GA4 with page views off, loads gtag.js once and sends only tracked events', () => {
    vi.stubGlobal('window', {});
    const load = vi.fn();
    const ga4 = ga4Analytics('G-ABC123', load);
    expect(load).toHaveBeenCalledWith('G-ABC123');
    expect(commands()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABC123', { send_page_view: false }],
    ]);
    ga4.track('sign_up', { method: 'email' });
    ga4.track('login');
    expect(commands().slice(2)).toEqual([
      ['event', 'sign_up', { method: 'email' }],
      ['event', 'login', {}],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
