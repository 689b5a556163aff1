import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy } from '../http/security-headers';
import { refuseMissingBuildFile, registerBuildFiles } from './build-files';

export const CONSOLE_BASE = '/admin/';

/** The operator console's build at /admin/, with the history fallback of a single-page app. */
export async function registerConsoleFiles(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = path.join(config.consoleDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ consoleDistDir: config.consoleDistDir }, 'console is not built; /admin/ is unavailable');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const csp = contentSecurityPolicy(config);
  await registerBuildFiles(app, config.consoleDistDir, CONSOLE_BASE);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (refuseMissingBuildFile(request, reply, CONSOLE_BASE)) return reply;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', csp)
      .send(indexHtml);
  };
  app.get('/admin', (_req, reply) => reply.redirect(CONSOLE_BASE));
  app.get(CONSOLE_BASE, sendIndex);
  app.get(`${CONSOLE_BASE}*`, sendIndex);
}
