import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics, one registry per process (each instance is scraped on its own):
 * requests and their latency per route, the engine's job runs and failures, charges by outcome, the
 * database pool, and Node's own (event loop lag, memory, GC).
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export const jobRuns = new Counter({
  name: 'jobs_total',
  help: 'Engine jobs run, by queue and outcome (completed or failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metrics],
});

export const charges = new Counter({
  name: 'charges_total',
  help: 'Card charges settled, by outcome (paid or failed)',
  labelNames: ['outcome'] as const,
  registers: [metrics],
});

/** What the database pool reports at scrape time (PostgreSQL only; PGlite has one connection). */
let poolStats: (() => { total: number; idle: number; waiting: number }) | null = null;
export const watchPool = (stats: typeof poolStats) => {
  poolStats = stats;
};

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    const stats = poolStats?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

export const shedRequests = new Counter({
  name: 'http_requests_shed_total',
  help: 'API requests answered 503 because the admission queue was full or its wait ran out',
  labelNames: ['reason'] as const,
  registers: [metrics],
});
