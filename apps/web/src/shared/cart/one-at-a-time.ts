/**
 * `run` one at a time. A call while one runs gets one more run after it, shared by every call meanwhile, so
 * what changed since the running one began is not missed (the wrapper's sync message arriving during the
 * sync after login); a call when none runs starts one.
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
