import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The compiled server `npm start` runs (`npm run build` makes it), so the journeys test what ships. */
const serverBundle = path.join(repoRoot, 'apps/server/dist/main.js');
const bundledSources = ['apps/server/src', 'packages/domain/src'].map((dir) => path.join(repoRoot, dir));

/** When the newest source file the bundle is made of was last changed (tests are not in the bundle). */
function newestSourceChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** A journey must not test a server older than its source (a change made after the last build). */
function assertBundleCurrent(): void {
  const bundle = path.relative(repoRoot, serverBundle);
  if (!existsSync(serverBundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first`);
  const built = statSync(serverBundle).mtimeMs;
  if (bundledSources.some((dir) => newestSourceChange(dir) > built)) {
    throw new Error(`${bundle} is older than the server's source: run \`npm run build\` again`);
  }
}

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server's process id (the bench reads its CPU time). */
  pid: number;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL: nothing flushed, nothing closed) and keeps its data folder. */
  kill(): Promise<void>;
};

/**
 * The environment variable naming a data folder the demo shop was seeded into once for this run (see
 * `seedDataTemplate`): each server started without a folder of its own starts from a copy of it, so it does
 * not live the demo's thirteen months again (~35 s a server).
 */
export const SEEDED_TEMPLATE_ENV = 'SHOP_E2E_SEEDED_DATA_DIR';

/** Seeds the demo shop into a new data folder with a server that is stopped once it is healthy. */
export async function seedDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-template-'));
  const server = await startServer({ DATA_DIR: dataDir });
  await server.stop();
  return dataDir;
}

/** A fresh data folder: a copy of the run's seeded template when there is one, else empty. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/v2/customer/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the real server as `npm start` does (compiled JavaScript, built SPA, embedded database with demo
 * data) on a free port and a fresh data folder (copied from the run's seeded template, when `env` changes
 * nothing the seed reads: only the clock may differ, it is kept in the database after seeding). `nodeArgs` go to node before the bundle (the bench's
 * `--cpu-prof`).
 */
export async function startServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  assertBundleCurrent();
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? freshDataDir();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in messages (reset mail, 알림톡 buttons) open this server, on the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    // A server that never became healthy is stopped here: nothing else holds its handle to stop it later.
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
