import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDist, 'static'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><!--app-config--></head><body>shell</body></html>',
  );
  writeFileSync(path.join(webDist, 'static', 'app-abc.js'), 'console.log(1)');
  t = await buildTestApp({
    seed: false,
    env: { WEB_DIST_DIR: webDist, APP_ENV: 'staging', JWT_SECRET: 's'.repeat(40) },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('system calls', () => {
  it('reports health after a database round trip', async () => {
    const res = await t.app.inject('/api/v2/customer/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', database: expect.stringMatching(/pglite|postgres/) },
    });
  });

  it('answers 503 in Korean when the database is gone', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject('/api/v2/customer/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: '데이터베이스에 연결할 수 없습니다.', errors: {} });
    } finally {
      t.database.ping = ping;
    }
  });

  it('publishes an OpenAPI description of the contract', async () => {
    const res = await t.app.inject('/api/v2/customer/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/customer/prodCats', '/api/v2/customer/prods/{id}']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/v2/customer/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: '요청하신 정보를 찾을 수 없습니다.', errors: {} });
  });
});

describe('the web app', () => {
  it('serves the shell with the environment injected, for every client route', async () => {
    for (const url of [
      '/customer_v2/',
      '/customer_v2/prods/3',
      '/customer_v2/users/auth/login?redirect=%2F',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('window.__APP_CONFIG__={"env":"staging","supportPhone":"1588-0000"}');
    }
  });

  it("asks for home's hero picture with the home page only, and not on a first visit", async () => {
    const home = await t.app.inject({ url: '/customer_v2/', headers: { cookie: 'fav_init=1' } });
    expect(home.body).toContain('<link rel="preload" as="image" href="/files/banners/home-hero.webp"');
    // A first visit goes on to the quiz intro (decision 028): its picture, not home's.
    const first = await t.app.inject('/customer_v2/');
    expect(first.body).not.toContain('home-hero.svg');
    expect(first.body).toContain('<link rel="preload" as="image" href="/files/intro/slide-1.webp"');
    const other = await t.app.inject('/customer_v2/prods/3');
    expect(other.body).not.toContain('home-hero.svg');
  });

  it('serves built files with a long cache and refuses missing ones', async () => {
    const ok = await t.app.inject('/customer_v2/static/app-abc.js');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject('/customer_v2/static/gone-123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('sends the bare address to the app', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/customer_v2/');
  });
});
