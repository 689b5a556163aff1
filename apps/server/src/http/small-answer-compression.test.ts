import { gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSmallAnswerCompression } from './small-answer-compression';

const rows = (n: number) => ({
  data: Array.from({ length: n }, (_, i) => ({ id: i, title: `턴테이블 ${i}` })),
});
const app = Fastify();

beforeAll(async () => {
  // As app.ts registers them: the plugin for every route, the small answers' hook on the instance.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  registerSmallAnswerCompression(app);
  app.get('/small', async () => rows(5));
  app.get('/medium', async () => rows(150));
  app.get('/large', async () => rows(3000));
  app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(5000, 7)));
  app.get('/encoded', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'br').send(Buffer.alloc(3000, 1)),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('small answers compressed at once', () => {
  it('gzips a JSON answer between 1 and 32 KB in one piece, with its length, the same JSON inside', async () => {
    const res = await get('/medium', 'gzip, deflate, br');
    const plain = JSON.stringify(rows(150));
    expect(Buffer.byteLength(plain)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(plain)).toBeLessThan(32 * 1024);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain);
  });

  it('sends it as it is to a client that does not take gzip, and says the answer varies', async () => {
    for (const accepted of [undefined, 'identity', 'gzip;q=0']) {
      const res = await get('/medium', accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(rows(150));
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('leaves an answer under 1 KB, a picture and an answer already encoded as they are', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(rows(5));
    const picture = await get('/picture', 'gzip');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload).toEqual(Buffer.alloc(5000, 7));
    const encoded = await get('/encoded', 'gzip, br');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload).toEqual(Buffer.alloc(3000, 1));
  });

  it('leaves an answer over 32 KB to the plugin, which streams it compressed', async () => {
    const res = await get('/large', 'gzip');
    expect(Buffer.byteLength(JSON.stringify(rows(3000)))).toBeGreaterThan(32 * 1024);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(rows(3000));
  });
});
