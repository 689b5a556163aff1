import { useState } from 'react';

type Write = { error: unknown; isPending: boolean; reset: () => void };

/**
 * A write staff confirm in a dialog. `ask` forgets the write's last failure and opens the dialog on what it
 * asks about (a row, the changes; nothing for a dialog about the screen as a whole), `subject` is that (null
 * while closed), `close` closes it, and `dialog` is what ConfirmDialog takes: open, onClose, the write and its
 * failure, in the words `wording` gives it (the request's own by default).
 */
export function useWriteDialog<Subject = true>(
  mutation: Write,
  wording: (error: unknown) => unknown = (error) => error,
) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const close = () => setSubject(null);
  const ask = (...about: Subject extends true ? [] : [Subject]) => {
    mutation.reset();
    setSubject((about.length === 0 ? true : about[0]) as Subject);
  };
  return {
    subject,
    ask,
    close,
    dialog: { open: subject !== null, onClose: close, mutation, error: wording(mutation.error) },
  };
}
