// The baseline of the catalogue bench: a bare Node HTTP server in its own process that answers each path
// with the very bytes (and content type and encoding) the shop sent for it, and nothing else. The bench hands it the
// answers over IPC and hears back its port.
import { createServer } from 'node:http';

type Answer = { path: string; contentType: string; contentEncoding: string | null; body: string };

const answers = new Map<string, { headers: Record<string, string | number>; body: Buffer }>();

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'content-length': 0 });
    res.end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message: { answers: Answer[] }) => {
  for (const a of message.answers) {
    const body = Buffer.from(a.body, 'base64');
    const headers: Record<string, string | number> = {
      'content-type': a.contentType,
      'content-length': body.length,
    };
    if (a.contentEncoding) headers['content-encoding'] = a.contentEncoding;
    answers.set(a.path, { headers, body });
  }
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as { port: number }).port });
  });
});
process.on('disconnect', () => process.exit(0));
