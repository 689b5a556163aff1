import { describe, expect, it } from 'vitest';
import { whileFullBatches } from './full-batches';

describe('whileFullBatches', () => {
  it('runs again after a full batch, stops after a short one and answers the total', async () => {
    const handledPerPass = [3, 3, 2, 3];
    let passes = 0;
    const total = await whileFullBatches(async () => handledPerPass[passes++]!, 3);
    expect(passes).toBe(3);
    expect(total).toBe(8);
  });

  it('runs once when the first batch is short or empty', async () => {
    let passes = 0;
    expect(
      await whileFullBatches(async () => {
        passes += 1;
        return 0;
      }, 5),
    ).toBe(0);
    expect(passes).toBe(1);
  });
});
