const ignore = () => undefined;

/**
 * Reads the catalogue's version for many requests at once without ever answering one with a read that
 * started before it arrived. A read starts after the event loop's I/O phase (the embedded database runs a
 * query to its end without yielding, so one started at once would be over before the next request is even
 * parsed): every request that arrives until then shares it. A request that arrives once it has started
 * waits for the next, which starts when that one has ended. However many requests arrive together, the
 * database sees one version read at a time, and each request learns of every write committed before it
 * came in.
 */
export function createVersionReader(read: () => Promise<number>): () => Promise<number> {
  /** The read that has not started yet: a request arriving now may share it. */
  let joinable: Promise<number> | null = null;
  /** The read that started last (it may still run). */
  let started: Promise<unknown> = Promise.resolve();

  return () => {
    if (joinable) return joinable;
    const next = started
      .then(ignore, ignore)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        joinable = null;
        const reading = read();
        started = reading;
        return reading;
      });
    joinable = next;
    return next;
  };
}
