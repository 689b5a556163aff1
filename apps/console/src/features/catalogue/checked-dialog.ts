import { useState } from 'react';
import type { z } from 'zod';
import { refusal } from './api/refusal';

/**
 * A catalogue dialog that checks its form with the server's schema before sending: `check` answers the
 * body or null (its first complaint then shown as the dialog's error, else the server's refusal), and
 * `close` forgets both before closing.
 */
export function useCheckedDialog(mutation: { error: unknown; reset: () => void }, onClose: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    mutation.reset();
    onClose();
  };
  const check = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? parsed.data : null;
  };
  return { error: problem ? new Error(problem) : refusal(mutation.error), close, check, setProblem };
}
