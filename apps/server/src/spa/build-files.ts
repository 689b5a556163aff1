import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A single-page app's build served under its prefix: hashed build files (under static/) cached for a year,
 * never changing; index.html is left to the app's own route, answered with no-cache.
 */
export async function registerBuildFiles(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    index: false,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}static${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
}

/**
 * A missing build file is a 404, not the app shell: a stale chunk must fail loudly, not parse HTML as JS.
 * Answers the 404 and says true for a URL under the build's static/; false for a client route.
 */
export function refuseMissingBuildFile(
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
): boolean {
  if (!request.url.startsWith(`${prefix}static/`)) return false;
  reply.status(404).send({ message: '요청하신 파일을 찾을 수 없습니다.', errors: {} });
  return true;
}
