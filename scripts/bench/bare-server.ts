// The baseline of the catalogue bench: a bare Node HTTP server in its own process that answers each path
// with the very bytes (and content type) the shop sent for it, and nothing else. The bench hands it the
// answers over IPC and hears back its port.
import { createServer } from 'node:http';

type Answer = { path: string; contentType: string; body: string };

const answers = new Map<string, { contentType: string; body: Buffer }>();

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'content-length': 0 });
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message: { answers: Answer[] }) => {
  for (const a of message.answers) {
    answers.set(a.path, { contentType: a.contentType, body: Buffer.from(a.body, 'base64') });
  }
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as { port: number }).port });
  });
});
process.on('disconnect', () => process.exit(0));
