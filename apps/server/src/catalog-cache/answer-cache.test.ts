import { describe, expect, it } from 'vitest';
import { AnswerCache, type KeptAnswer } from './answer-cache';

const answer = (version: number, text: string, expiresAt = Number.POSITIVE_INFINITY): KeptAnswer => ({
  version,
  expiresAt,
  etag: `W/"${text}"`,
  body: Buffer.from(text),
  gzip: null,
  br: null,
});

describe('the answer cache', () => {
  it('computes an answer once per version and keeps it for requests that saw that version or an older one', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let computed = 0;
    const compute = (version: number) => async () => {
      computed += 1;
      return answer(version, `v${version}`);
    };
    expect((await cache.get('k', 1, compute(1))).version).toBe(1);
    expect((await cache.get('k', 1, compute(1))).version).toBe(1);
    expect(computed).toBe(1);
    // A request that saw version 2 gets a new answer.
    expect((await cache.get('k', 2, compute(2))).version).toBe(2);
    expect(computed).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('lets concurrent misses of one key share one computation', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let computed = 0;
    let finish: (a: KeptAnswer) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<KeptAnswer>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [cache.get('k', 3, compute), cache.get('k', 3, compute), cache.get('k', 3, compute)];
    finish(answer(3, 'shared'));
    const got = await Promise.all(asked);
    expect(computed).toBe(1);
    expect(new Set(got).size).toBe(1);
  });

  it('does not hand a request an answer computed before the version it saw', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let finishOld: (a: KeptAnswer) => void = () => undefined;
    const old = cache.get('k', 4, () => new Promise<KeptAnswer>((r) => (finishOld = r)));
    const fresh = cache.get('k', 5, async () => answer(5, 'fresh'));
    finishOld(answer(4, 'old'));
    expect((await old).version).toBe(4);
    expect((await fresh).version).toBe(5);
    // The older one is not kept over the newer.
    expect((await cache.get('k', 5, async () => answer(5, 'again'))).body.toString()).toBe('fresh');
  });

  it('computes again once an answer has expired (a discount started), with no new version', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    await cache.get('k', 1, async () => answer(1, 'before', Date.now() - 1));
    expect((await cache.get('k', 1, async () => answer(1, 'after'))).body.toString()).toBe('after');
  });

  it('lets the least recently sent answers go past its limits, and forgets older versions', async () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 12 });
    await cache.get('a', 1, async () => answer(1, 'aaaa'));
    await cache.get('b', 1, async () => answer(1, 'bbbb'));
    await cache.get('a', 1, async () => answer(1, 'unused'));
    await cache.get('c', 1, async () => answer(1, 'cccc'));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 8 });
    // b was sent least recently: it went, a stayed.
    expect((await cache.get('a', 1, async () => answer(1, 'new a'))).body.toString()).toBe('aaaa');
    expect((await cache.get('b', 1, async () => answer(1, 'new b'))).body.toString()).toBe('new b');
    await cache.get('d', 1, async () => answer(1, 'dddddddddd'));
    expect(cache.stats().bytes).toBeLessThanOrEqual(12);
    // A request that saw version 2 drops every answer of version 1.
    await cache.get('e', 2, async () => answer(2, 'e'));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 1 });
  });
});
