import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A run that waits to be released by hand, counting its starts. */
function gated() {
  const releases: (() => void)[] = [];
  let starts = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      const n = ++starts;
      releases.push(() => resolve(n));
    });
  return { run, releases, starts: () => starts };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one at a time, with one more run for calls made meanwhile', () => {
  it('starts a run when none runs, and another once it has ended', async () => {
    const g = gated();
    const call = oneAtATime(g.run);
    const first = call();
    expect(g.starts()).toBe(1);
    g.releases[0]!();
    expect(await first).toBe(1);
    const second = call();
    expect(g.starts()).toBe(2);
    g.releases[1]!();
    expect(await second).toBe(2);
  });

  it('gives every call made during a run one shared run after it, never two at once', async () => {
    const g = gated();
    const call = oneAtATime(g.run);
    const first = call();
    const a = call();
    const b = call();
    expect(a).toBe(b);
    await tick();
    expect(g.starts()).toBe(1);
    g.releases[0]!();
    expect(await first).toBe(1);
    await tick();
    expect(g.starts()).toBe(2);
    // A call during the follow-up waits for a run of its own after it.
    const c = call();
    g.releases[1]!();
    expect(await a).toBe(2);
    await tick();
    expect(g.starts()).toBe(3);
    g.releases[2]!();
    expect(await c).toBe(3);
  });

  it('runs the follow-up after a run that failed', async () => {
    let starts = 0;
    const call = oneAtATime(() =>
      ++starts === 1 ? Promise.reject(new Error('down')) : Promise.resolve(starts),
    );
    const first = call();
    const again = call();
    await expect(first).rejects.toThrow('down');
    expect(await again).toBe(2);
  });
});
