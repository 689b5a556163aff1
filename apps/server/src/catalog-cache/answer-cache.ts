/** A finished answer, kept with the catalogue version of the snapshot it was computed from. */
export type KeptAnswer = {
  /** The catalogue version the answer's snapshot saw. */
  version: number;
  /** Date.now() past which it may have changed without a write (a discount starting or ending). */
  expiresAt: number;
  /** ETag of the body's bytes (weak: the same for each encoding). */
  etag: string;
  body: Buffer;
  /** The body gzip- and brotli-compressed once, or null when it is too small to be worth it. */
  gzip: Buffer | null;
  br: Buffer | null;
};

export type AnswerCacheLimits = { maxEntries: number; maxBytes: number };

export type AnswerCacheStats = { hits: number; misses: number; entries: number; bytes: number };

const sizeOf = (a: KeptAnswer) => a.body.length + (a.gzip?.length ?? 0) + (a.br?.length ?? 0);

/**
 * Answers by key (route and normalised query), each good for requests that saw a catalogue version up to
 * its own. Concurrent misses of one key share one computation. The least recently used answers go when
 * there are more than `maxEntries` or they weigh more than `maxBytes`; answers older than the newest version
 * seen go as soon as it is seen.
 */
export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly computing = new Map<string, Promise<KeptAnswer>>();
  /** When each answer was last sent (a counter): the least recently used go first. */
  private readonly lastUse = new WeakMap<KeptAnswer, number>();
  private tick = 0;
  private newest = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly limits: AnswerCacheLimits) {}

  stats(): AnswerCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.answers.size, bytes: this.bytes };
  }

  /** The answer kept for `key` as of catalogue version `seen` (or newer), or null when there is none. */
  peek(key: string, seen: number): KeptAnswer | null {
    if (seen > this.newest) this.forgetOlderThan(seen);
    const kept = this.answers.get(key);
    if (!kept || !this.fresh(kept, seen)) return null;
    this.hits++;
    this.lastUse.set(kept, ++this.tick);
    return kept;
  }

  /** The answer for `key` as of catalogue version `seen` (or newer), computed by `compute` if need be. */
  async get(key: string, seen: number, compute: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
    const kept = this.peek(key, seen);
    if (kept) return kept;
    this.misses++;
    const joined = this.computing.get(key);
    if (joined) {
      const answer = await joined;
      // That computation may have started before the write this request saw.
      if (this.fresh(answer, seen)) return answer;
    }
    const computation = compute();
    this.computing.set(key, computation);
    try {
      const answer = await computation;
      this.keep(key, answer);
      return answer;
    } finally {
      if (this.computing.get(key) === computation) this.computing.delete(key);
    }
  }

  private fresh(answer: KeptAnswer, seen: number): boolean {
    return answer.version >= seen && Date.now() < answer.expiresAt;
  }

  private keep(key: string, answer: KeptAnswer): void {
    if (answer.version < this.newest) return;
    const size = sizeOf(answer);
    if (size > this.limits.maxBytes) return;
    this.drop(key);
    this.answers.set(key, answer);
    this.lastUse.set(answer, ++this.tick);
    this.bytes += size;
    while (this.answers.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.drop(this.leastRecentlyUsed());
    }
  }

  /** A scan, but only when the cache is full: a hit costs no reordering. */
  private leastRecentlyUsed(): string {
    let oldestKey = '';
    let oldest = Number.POSITIVE_INFINITY;
    for (const [key, answer] of this.answers) {
      const used = this.lastUse.get(answer) ?? 0;
      if (used < oldest) {
        oldest = used;
        oldestKey = key;
      }
    }
    return oldestKey;
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= sizeOf(answer);
  }

  private forgetOlderThan(version: number): void {
    this.newest = version;
    for (const [key, answer] of this.answers) if (answer.version < version) this.drop(key);
  }
}
