import { describe, expect, it } from 'vitest';
import { laterTask, takeOverInTasks } from './take-over-queue';

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('parts of a page taken over one task at a time', () => {
  it('outside a take-over, nothing is put off', () => {
    expect(laterTask()).toBeNull();
  });

  it('with nothing put off, the take-over is done at once', () => {
    const log: string[] = [];
    takeOverInTasks(
      () => log.push('hydrate'),
      () => log.push('done'),
    );
    expect(log).toEqual(['hydrate', 'done']);
  });

  it('runs the parts put off in order, each after the microtasks of the one before, then says it is done', async () => {
    const log: string[] = [];
    takeOverInTasks(
      () => {
        for (const part of ['first', 'second', 'third']) {
          laterTask()!.then(() => {
            log.push(part);
            // What the part's render queues (Preact's microtask) runs before the next part starts.
            queueMicrotask(() => queueMicrotask(() => log.push(`${part} rendered`)));
          });
        }
      },
      () => log.push('done'),
    );
    expect(log).toEqual([]);
    await settled();
    expect(log).toEqual([
      'first',
      'first rendered',
      'second',
      'second rendered',
      'third',
      'third rendered',
      'done',
    ]);
    expect(laterTask()).toBeNull();
  });
});
