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

/**
 * A dialog that adds a row or edits one: `add` opens it empty, `edit(row)` opens it on that row, `close`
 * closes it; `row` is the row being edited (null while adding), `dialog` what the dialog element takes.
 */
export function useRowDialog<Row>() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => setEditing(null);
  return {
    add: () => setEditing('new'),
    edit: (row: Row) => setEditing(row),
    close,
    row: editing === 'new' ? null : editing,
    dialog: { open: editing !== null, onClose: close },
  };
}
