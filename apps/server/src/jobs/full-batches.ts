/**
 * Runs `pass` again as long as it handled a full `batch` (there may be more), and answers how many it handled
 * in all: the loop of a job that works through a backlog a bounded batch at a time.
 */
export async function whileFullBatches(pass: () => Promise<number>, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await pass();
    total += handled;
    if (handled < batch) return total;
  }
}
