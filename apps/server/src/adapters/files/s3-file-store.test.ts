import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStore } from './create-file-store';
import { createS3FileStore } from './s3-file-store';

/**
 * A stand-in for an S3-compatible service (path-style, like MinIO): objects in memory, every request
 * recorded with its signature header. The SDK under test is the real one, over real HTTP.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: { method: string; path: string; auth: string }[] = [];
let server: Server;
let endpoint: string;

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
    seen.push({ method: req.method!, path, auth: req.headers.authorization ?? '' });
    if (req.method === 'PUT') {
      objects.set(path, { body: await body(req), type: req.headers['content-type'] ?? '' });
      return res.writeHead(200, { etag: '"x"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      return res.writeHead(204).end();
    }
    const found = objects.get(path);
    if (!found) {
      return res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
    }
    res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = () => ({
  bucket: 'soridam-files',
  region: 'ap-northeast-2',
  endpoint,
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret-test',
  forcePathStyle: true,
});

describe('S3-compatible file store', () => {
  it('puts, reads back and deletes an object, each request signed with the access key', async () => {
    const store = createS3FileStore(options());
    await store.put('private/cares/7/a1.png', Buffer.from('png-bytes'), 'image/png');
    expect(objects.get('/soridam-files/private/cares/7/a1.png')).toMatchObject({ type: 'image/png' });
    const file = await store.get('private/cares/7/a1.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(file!.body)).toBe('png-bytes');
    await store.delete('private/cares/7/a1.png');
    expect(await store.get('private/cares/7/a1.png')).toBeNull();
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    for (const r of seen)
      expect(r.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-northeast-2\/s3\//);
  });

  it('refuses a key that could climb out before asking the bucket', async () => {
    const before = seen.length;
    await expect(
      createS3FileStore(options()).put('public/../x', Buffer.from(''), 'text/plain'),
    ).rejects.toThrow(/unsafe file key/);
    expect(seen.length).toBe(before);
  });

  it('is the store FILES_PROVIDER=s3 picks, and the settings it needs are required', async () => {
    const env = {
      FILES_PROVIDER: 's3',
      S3_BUCKET: 'soridam-files',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'AKIDTEST',
      S3_SECRET_ACCESS_KEY: 'secret-test',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const store = createFileStore(loadConfig(env));
    await store.put('public/prods/1/b.jpg', Buffer.from('jpg'), 'image/jpeg');
    expect(objects.has('/soridam-files/public/prods/1/b.jpg')).toBe(true);
    expect(() => loadConfig({ FILES_PROVIDER: 's3', S3_BUCKET: 'soridam-files' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
  });
});
