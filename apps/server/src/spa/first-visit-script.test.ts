import { FAV_INIT_MARKER, NOT_FIRST_VISIT_ATTRIBUTE } from '@shop/domain/codes/fav-init';
import { describe, expect, it } from 'vitest';
import { firstVisitScript } from './first-visit-script';

type Visitor = {
  local?: Record<string, string> | 'refuses';
  session?: Record<string, string>;
  cookiesRefused?: boolean;
};

/** Runs the script against a stand-in browser; returns what it left behind and where it went. */
function visit({ local = {}, session = {}, cookiesRefused = false }: Visitor) {
  const storage = (entries: Record<string, string> | 'refuses') => ({
    getItem: (key: string) => {
      if (entries === 'refuses') throw new Error('storage is off');
      return entries[key] ?? null;
    },
    setItem: (key: string, value: string) => {
      if (entries === 'refuses') throw new Error('storage is off');
      entries[key] = value;
    },
  });
  const seen = { cookie: '', attributes: [] as string[], address: null as string | null, reloaded: false };
  const document = {
    get cookie() {
      return seen.cookie;
    },
    set cookie(text: string) {
      if (!cookiesRefused) seen.cookie = text.split(';')[0]!;
    },
    documentElement: { setAttribute: (name: string) => seen.attributes.push(name) },
  };
  const location = { href: 'https://shop.example/customer_v2/', replace: () => (seen.reloaded = true) };
  const history = { replaceState: (_s: unknown, _t: string, url: string) => (seen.address = url) };
  new Function(
    'document',
    'localStorage',
    'sessionStorage',
    'history',
    'location',
    firstVisitScript('/customer_v2/'),
  )(document, storage(local), storage(session), history, location);
  return seen;
}

describe('home’s first-visit script (decision 030)', () => {
  it('a first visit: marks it, shares the mark by cookie and shows the intro at its own address', () => {
    const local: Record<string, string> = {};
    expect(visit({ local })).toEqual({
      cookie: 'fav_init=1',
      attributes: [],
      address: '/customer_v2/favCats/intro',
      reloaded: false,
    });
    expect(local[FAV_INIT_MARKER]).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a visitor with the marker: hides the intro and asks for the page again, now with the cookie', () => {
    const seen = visit({ local: { [FAV_INIT_MARKER]: '2026-01-01T00:00:00.000Z' } });
    expect(seen).toEqual({
      cookie: 'fav_init=1',
      attributes: [NOT_FIRST_VISIT_ATTRIBUTE],
      address: null,
      reloaded: true,
    });
  });

  it('a signed-in customer without the marker is no first visitor: marked, and sent home', () => {
    const signedInVisitors: { local?: Record<string, string>; session?: Record<string, string> }[] = [
      { local: { access_token: 't' } },
      { session: { access_token: 't' } },
    ];
    for (const signedIn of signedInVisitors) {
      const local = signedIn.local ?? {};
      const seen = visit({ ...signedIn, local });
      expect(seen.address).toBeNull();
      expect(seen.reloaded).toBe(true);
      expect(local[FAV_INIT_MARKER]).toBeDefined();
    }
  });

  it('a storage that refuses sends nobody to the intro, as the app’s rule says', () => {
    const seen = visit({ local: 'refuses' });
    expect(seen).toEqual({
      cookie: 'fav_init=1',
      attributes: [NOT_FIRST_VISIT_ATTRIBUTE],
      address: null,
      reloaded: true,
    });
  });

  it('where cookies are refused too, it does not ask again (no loop): the app draws home itself', () => {
    const seen = visit({ local: { [FAV_INIT_MARKER]: 'x' }, cookiesRefused: true });
    expect(seen).toEqual({
      cookie: '',
      attributes: [NOT_FIRST_VISIT_ATTRIBUTE],
      address: null,
      reloaded: false,
    });
  });
});
