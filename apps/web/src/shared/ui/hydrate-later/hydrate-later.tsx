import { type ReactNode, Suspense, useRef } from 'react';
import { laterTask } from './take-over-queue';

/**
 * Children the app takes over in a task after the rest of the page (decision 029). The server's HTML stays
 * as it is until then (Preact keeps a part that suspends while it takes a page over). Everywhere else, on
 * the server and on a screen the app draws, the children are drawn at once. The children must draw exactly
 * one element, never none: Preact keeps the one element in place of a suspended part (with none, it would
 * take the next part's element for it).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterTakeOver>{children}</AfterTakeOver>
    </Suspense>
  );
}

function AfterTakeOver({ children }: { children: ReactNode }) {
  const wait = useRef<Promise<void> | null | undefined>(undefined);
  if (wait.current === undefined) {
    const task = laterTask();
    wait.current =
      task?.then(() => {
        wait.current = null;
      }) ?? null;
  }
  if (wait.current) throw wait.current;
  return <>{children}</>;
}
