import { useState } from 'react';
import type { z } from 'zod';
import { refusal } from './api/refusal';

/**
 * A catalogue dialog that checks its form with the server's schema before sending: `check` answers the
 * body or null (its first complaint then shown as the dialog's error, else the server's refusal), `close`
 * forgets both before closing, and `dialog` is what ConfirmDialog takes besides `open`: the write, the error
 * and `close`.
 */
export function useCheckedDialog(
  mutation: { error: unknown; isPending: boolean; reset: () => void },
  onClose: () => void,
) {
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
  const error = problem ? new Error(problem) : refusal(mutation.error);
  return { dialog: { mutation, error, onClose: close }, close, check, setProblem };
}
