import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '../api';

/**
 * Every staff action goes through one of these: what will happen, the fields it needs, a confirm button
 * that cannot be pressed twice, and the server's refusal shown in place (nothing is lost on an error).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = '확인',
  danger = false,
  mutation,
  error = mutation.error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  /** The action's request (a TanStack mutation): while it runs the buttons wait; its failure shows in place. */
  mutation: { error: unknown; isPending: boolean };
  /** The failure to show, when the screen words it otherwise than the request's own (a form check's, say). */
  error?: unknown;
  onConfirm: (form: FormData) => void;
  onClose: () => void;
}) {
  const pending = mutation.isPending;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onConfirm(new FormData(event.currentTarget));
  };

  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-labelledby="dialog-title">
      {open && (
        <form onSubmit={submit}>
          <h2 id="dialog-title">{title}</h2>
          <div className="dialog__body">{children}</div>
          {error ? (
            <p className="form-error" role="alert">
              {errorMessage(error)}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={pending}>
              취소
            </button>
            <button
              type="submit"
              className={danger ? 'button button--danger' : 'button button--primary'}
              disabled={pending}
            >
              {pending ? '처리 중…' : confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
