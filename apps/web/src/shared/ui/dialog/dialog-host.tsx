import { useEffect, useRef, useSyncExternalStore } from 'react';
import styles from './dialog.module.css';
import { type DialogRequest, dialogStore } from './dialog-store';

/** Shows the oldest waiting alert or confirm as a modal sheet, and the toasts above the bottom edge. */
export function DialogHost() {
  const { dialogs, toasts } = useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.getSnapshot,
    dialogStore.getSnapshot,
  );
  const current = dialogs[0];
  return (
    <>
      {current && <AppDialog key={current.id} request={current} />}
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={styles.toast} data-app-toast="">
            {toast.message}
          </p>
        ))}
      </div>
    </>
  );
}

function AppDialog({ request }: { request: DialogRequest }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const titleId = `app-dialog-title-${request.id}`;
  const messageId = `app-dialog-message-${request.id}`;
  return (
    // Escape closes a <dialog> by itself: that is the customer saying no, never yes.
    <dialog
      ref={ref}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby={request.title ? titleId : messageId}
      aria-describedby={request.title ? messageId : undefined}
      data-app-dialog={request.kind}
      onCancel={(event) => {
        event.preventDefault();
        request.settle(false);
      }}
    >
      {request.title && (
        <h2 id={titleId} className={styles.title}>
          {request.title}
        </h2>
      )}
      <p id={messageId} className={styles.message} data-dialog-message="">
        {request.message}
      </p>
      <div className={styles.actions}>
        {request.kind === 'confirm' && (
          <button
            type="button"
            className={styles.secondary}
            data-dialog-decline=""
            onClick={() => request.settle(false)}
          >
            {request.cancelLabel}
          </button>
        )}
        <button
          type="button"
          className={request.danger ? styles.danger : styles.primary}
          data-dialog-accept=""
          // biome-ignore lint/a11y/noAutofocus: the one answer of an alert takes the focus, as the native one did
          autoFocus
          onClick={() => request.settle(true)}
        >
          {request.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
