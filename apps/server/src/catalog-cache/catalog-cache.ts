import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { msToNextSeoulDay } from '@shop/domain/format/seoul-day';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database, Db } from '../db/client';
import { catalogVersion } from '../db/schema';
import { accepts } from '../http/accept-encoding';
import { COMPRESS_FROM_BYTES } from '../http/small-answer-compression';
import { AnswerCache, type AnswerCacheStats, type KeptAnswer } from './answer-cache';
import { createVersionReader } from './version-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's catalogue answers, computed once per catalogue version (catalog-cache.ts). */
    catalogCache: CatalogCache;
  }
}

export type CatalogCache = {
  /**
   * Answers a catalogue GET with the answer kept for its route and normalised query at the current
   * catalogue version, computing it (from one consistent snapshot, with the route's response schema) when
   * there is none; with its ETag, 304 to a matching If-None-Match, compressed as the caller accepts.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: (db: Db) => Promise<unknown>,
  ): Promise<FastifyReply>;
  /**
   * What a route answered from this cache declares: compressed once here (not again by the compression
   * plugin), and an `onRequest` hook that sends a URL the route has answered before (so its parameters and
   * query passed the route's checks then, and would again) its kept answer at once, before the query is
   * parsed and checked again and the handler runs; anything else goes on to the handler (`serve`).
   */
  routeOptions: {
    compress: false;
    onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  };
  /** The catalogue version committed now (shared by the requests waiting at the same moment). */
  currentVersion(): Promise<number>;
  /**
   * A page made only of catalogue reads (a first screen the server renders), kept like an answer under
   * `key` until the catalogue changes or a discount starts or ends; null when `render` declines.
   */
  keptPage(key: string, render: () => Promise<string | null>): Promise<KeptAnswer | null>;
  /**
   * Sends a kept page as HTML, with its ETag (304 to a matching If-None-Match), compressed as accepted.
   * `varyOn` names a request header the page also depends on (home's first-visit cookie).
   */
  sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptAnswer, varyOn?: string): FastifyReply;
  stats(): AnswerCacheStats;
};

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
/** keptPage's render declined: nothing to keep. */
const NOT_RENDERED = Symbol('not rendered');
/** The browser asks again every time (If-None-Match): never a stale price or stock count from its cache. */
const CACHE_CONTROL = 'no-cache';

const DEFAULT_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/** The catalogue cache of one server instance on `database`. */
export function createCatalogCache(database: Database, limits = DEFAULT_LIMITS): CatalogCache {
  const answers = new AnswerCache(limits);
  const currentVersion =
    database.engine === 'pglite'
      ? embeddedVersion(database)
      : createVersionReader(() => readVersion(database));
  const serializers = new Map<string, (payload: unknown) => string>();
  const keys = keyOfUrl();

  const serializerOf = (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? request.url;
    let serialize = serializers.get(url);
    if (!serialize) {
      type ResponseSchema = Parameters<typeof serializerCompiler>[0]['schema'];
      const responses = request.routeOptions.schema?.response as Record<number, ResponseSchema> | undefined;
      const schema = responses?.[200];
      // A route without a response schema is sent as JSON.stringify would.
      serialize = schema ? serializerCompiler({ schema, method: 'GET', url }) : (p) => JSON.stringify(p);
      serializers.set(url, serialize);
    }
    return serialize;
  };

  const computeAnswer = async (request: FastifyRequest, compute: (db: Db) => Promise<unknown>) => {
    // One snapshot: the version read and every query of the answer see the same committed catalogue.
    const { version, payload, msLeft } = await database.db.transaction(
      async (tx) => {
        const [row] = await tx
          .select({ version: sql<string>`coalesce(sum(${catalogVersion.version}), 0)` })
          .from(catalogVersion);
        const payload = await compute(tx);
        return { version: Number(row?.version ?? 0), payload, msLeft: await msToNextDiscountChange(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // The route's schema checks and shapes the answer here, once, not on every request that is sent it.
    return keptAnswerOf(Buffer.from(serializerOf(request)(payload)), version, msLeft);
  };

  // The version `sendKept` read for a request it could not answer: read after the request arrived, so the
  // handler's `serve` may use it rather than read again (on PostgreSQL, a second round trip on every miss).
  const seenBy = new WeakMap<FastifyRequest, number>();
  const sendKept = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keys.known(request.url);
    if (key === undefined) return undefined;
    const seen = await currentVersion();
    const answer = answers.peek(key, seen);
    if (answer) return send(request, reply, answer);
    seenBy.set(request, seen);
    return undefined;
  };

  return {
    currentVersion,
    async keptPage(key, render) {
      const seen = await currentVersion();
      try {
        return await answers.get(`page|${key}`, seen, async () => {
          // Marked with the version read before it was made: the next write makes it old, whatever it saw.
          const [html, msLeft] = await Promise.all([render(), msToNextDiscountChange(database.db)]);
          if (html === null) throw NOT_RENDERED;
          // What a page says about "today" (delivery dates) changes at midnight in Seoul.
          const msToMidnight = msToNextSeoulDay(Date.now());
          return keptAnswerOf(Buffer.from(html), seen, Math.min(msLeft ?? msToMidnight, msToMidnight));
        });
      } catch (error) {
        if (error === NOT_RENDERED) return null;
        throw error;
      }
    },
    sendKeptPage: (request, reply, answer, varyOn) => send(request, reply, answer, HTML_TYPE, varyOn),
    routeOptions: { compress: false, onRequest: sendKept },
    stats: () => answers.stats(),
    async serve(request, reply, compute) {
      const seen = seenBy.get(request) ?? (await currentVersion());
      const answer = await answers.get(keys.of(request), seen, () => computeAnswer(request, compute));
      return send(request, reply, answer);
    },
  };
}

/** The catalogue's version: the sum of the sixteen rows writers add to (migration 0011), one page. */
const VERSION_SQL = 'select coalesce(sum(version), 0) as version from catalog_version';

async function readVersion(database: Database): Promise<number> {
  const { rows } = await database.query(VERSION_SQL);
  return Number(rows[0]?.version ?? 0);
}

/**
 * The embedded database lives in this one process (every app on it shares the one PGlite and its one
 * session), and the session hears the version each commit announces (NOTIFY catalog_version, migration 0011,
 * once shop.catalog_notify is on) before the writer's own code resumes: the version is known here without
 * a query. It is read once, after listening starts.
 */
function embeddedVersion(database: Database): () => Promise<number> {
  let version = 0;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const ready = client
    .listen('catalog_version', (payload) => {
      version = Math.max(version, Number(payload));
    })
    // For this session, and as the database's default should anything reset the session's settings.
    .then(() =>
      database.query(`do $$ begin
          execute format('alter database %I set shop.catalog_notify = on', current_database());
        end $$;
        set shop.catalog_notify = on;`),
    )
    .then(() => readVersion(database))
    .then((read) => {
      version = Math.max(version, read);
    });
  // A failure reaches the requests that wait for it, not the process.
  ready.catch(() => undefined);
  return async () => {
    await ready;
    return version;
  };
}

/**
 * Milliseconds until a discount starts or ends (an answer showing discounts changes then with no write),
 * or null when none will. Measured on the database's clock, which decides which discounts apply.
 */
async function msToNextDiscountChange(tx: Db): Promise<number | null> {
  const result = await tx.execute<{ ms: string | number | null }>(sql`
    select extract(epoch from least(
      (select min(start_at) from discounts where start_at > now()),
      (select min(stop_at) from discounts where stop_at > now())
    ) - now()) * 1000 as ms`);
  const ms = (result as unknown as { rows: { ms: string | number | null }[] }).rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.floor(Number(ms)));
}

/** The route and its parsed parameters and query, keys sorted: `?b=1&a=2` and `?a=2&b=1` share an answer. */
export function answerKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}|${sortedJson(request.params)}|${sortedJson(request.query)}`;
}

/**
 * The same URL always parses to the same key: remembered for the URLs asked most (bounded). Only a URL that
 * reached a handler is remembered, so a known URL is one whose parameters and query passed the route's checks.
 */
function keyOfUrl() {
  const keys = new Map<string, string>();
  return {
    of(request: FastifyRequest): string {
      let key = keys.get(request.url);
      if (key === undefined) {
        key = answerKey(request);
        if (keys.size >= 10_000) keys.clear();
        keys.set(request.url, key);
      }
      return key;
    },
    known: (url: string): string | undefined => keys.get(url),
  };
}

function sortedJson(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value ?? null);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** An answer's bytes, with their ETag and compressed forms, kept from catalogue version `version`. */
function keptAnswerOf(body: Buffer, version: number, msLeft: number | null): KeptAnswer {
  const big = body.length >= COMPRESS_FROM_BYTES;
  return {
    version,
    expiresAt: msLeft === null ? Number.POSITIVE_INFINITY : Date.now() + msLeft,
    // Weak: the same answer goes out plain, gzip or brotli (RFC 9110 8.8.3); If-None-Match compares weakly.
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    gzip: big ? gzipSync(body, { level: 9 }) : null,
    br: big
      ? brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : null,
  };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  type: string = JSON_TYPE,
  varyOn?: string,
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', varyOn ? `accept-encoding, ${varyOn}` : 'accept-encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  reply.type(type);
  if (answer.br && accepts(accepted, 'br')) return reply.header('content-encoding', 'br').send(answer.br);
  if (answer.gzip && accepts(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/** If-None-Match names this ETag (weakly compared, as RFC 9110 says for If-None-Match) or is `*`. */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}
