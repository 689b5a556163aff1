import { useState } from 'react';

/**
 * A dialog a button opens: `show` opens it, `close` closes it (on cancel, or once its write succeeds), and
 * `dialog` is what the dialog element takes (`open`, and `onClose` as `close`).
 */
export function useDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return { dialog: { open, onClose: close }, show: () => setOpen(true), close };
}
