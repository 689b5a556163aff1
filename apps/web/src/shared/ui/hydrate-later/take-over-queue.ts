/**
 * Parts of a server-rendered page that the app takes over after the rest, each in a browser task of its own
 * (decision 029): a phone that is taking over a long list can still answer a tap between two cards, where one
 * task for the whole page kept it busy for a tenth of a second and more.
 */
let takingOver = false;
const waiting: (() => void)[] = [];

/** Runs `hydrate` (which takes the page over synchronously), then each part it put off, one per task, then `done`. */
export function takeOverInTasks(hydrate: () => void, done: () => void): void {
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
  if (waiting.length === 0) {
    done();
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const next = waiting.shift();
    if (!next) {
      channel.port1.close();
      done();
      return;
    }
    // The part renders in this task's microtasks (Preact's render queue); the next one waits for a new task.
    next();
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

/**
 * While the page is being taken over: a promise that settles in a task after the take-over and after every
 * part put off before this one. Otherwise (the server's render, a screen drawn by the app) null: now.
 */
export function laterTask(): Promise<void> | null {
  if (!takingOver) return null;
  return new Promise((resolve) => waiting.push(resolve));
}
