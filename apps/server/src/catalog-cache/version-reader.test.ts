import { describe, expect, it } from 'vitest';
import { createVersionReader } from './version-reader';

/** A database whose reads the test ends by hand, each answering the version committed when it started. */
function fakeDatabase() {
  let committed = 1;
  const reads: { startedAt: number; end: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const startedAt = committed;
      reads.push({ startedAt, end: () => resolve(startedAt) });
    });
  return {
    read,
    reads,
    commit: () => {
      committed += 1;
    },
  };
}

/** Lets the event loop go round a few times (a read starts after one turn). */
const turns = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
};

describe('the version reader', () => {
  it('reads once for the requests that arrive together', async () => {
    const db = fakeDatabase();
    const current = createVersionReader(db.read);
    const asked = [current(), current(), current()];
    await turns();
    expect(db.reads).toHaveLength(1);
    db.reads[0]!.end();
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
  });

  it('never answers a request with a read that started before it arrived', async () => {
    const db = fakeDatabase();
    const current = createVersionReader(db.read);
    const early = current();
    await turns();
    expect(db.reads).toHaveLength(1);
    // A write commits while the first read runs; a request arriving now must see it.
    db.commit();
    const late = current();
    const later = current();
    await turns();
    // They wait for the running read to end, then share the next.
    expect(db.reads).toHaveLength(1);
    db.reads[0]!.end();
    expect(await early).toBe(1);
    await turns();
    expect(db.reads).toHaveLength(2);
    db.reads[1]!.end();
    expect(await late).toBe(2);
    expect(await later).toBe(2);
  });

  it('passes a failed read to the requests that waited for it, and reads again for the next', async () => {
    let fail = true;
    const current = createVersionReader(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(current()).rejects.toThrow('connection lost');
    fail = false;
    expect(await current()).toBe(7);
  });
});
