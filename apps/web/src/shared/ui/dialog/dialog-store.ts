/**
 * The app's own alert, confirm and toast, replacing the browser's native dialogs (issue 12). Any code can
 * call them, a component or not; the one <DialogHost> mounted beside the router shows them one at a time.
 */
export type DialogRequest = {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger: boolean;
  settle: (accepted: boolean) => void;
};

export type Toast = { id: number; message: string };

export type DialogOptions = { title?: string; confirmLabel?: string; cancelLabel?: string; danger?: boolean };

type Snapshot = { dialogs: readonly DialogRequest[]; toasts: readonly Toast[] };

export const TOAST_MS = 2600;

let snapshot: Snapshot = { dialogs: [], toasts: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function open(kind: DialogRequest['kind'], message: string, options: DialogOptions): Promise<boolean> {
  // A second tap of a double-tapped button asks the same question while the first is still waiting: that is
  // one intent, asked once. The repeat is answered 'no' at once, so the action runs at most once (before,
  // the customer met the question twice and the second yes sent the delete or the charge again).
  const asking = snapshot.dialogs.some(
    (dialog) =>
      kind === 'confirm' &&
      dialog.kind === kind &&
      dialog.message === message &&
      dialog.title === options.title,
  );
  if (asking) return Promise.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    const request: DialogRequest = {
      id,
      kind,
      message,
      title: options.title,
      confirmLabel: options.confirmLabel ?? '확인',
      cancelLabel: options.cancelLabel ?? '취소',
      danger: options.danger ?? false,
      settle: (accepted) => {
        update({ ...snapshot, dialogs: snapshot.dialogs.filter((dialog) => dialog.id !== id) });
        resolve(accepted);
      },
    };
    update({ ...snapshot, dialogs: [...snapshot.dialogs, request] });
  });
}

/** Tells the customer something; resolves when they close it. */
export async function showAlert(message: string, options: DialogOptions = {}): Promise<void> {
  await open('alert', message, options);
}

/**
 * Asks before a step; resolves true only on the confirm button (closing or 취소 is false). The same question
 * asked again while it waits resolves false at once (a double tap).
 */
export function askConfirm(message: string, options: DialogOptions = {}): Promise<boolean> {
  return open('confirm', message, options);
}

/** A short note that something was saved; it leaves by itself. */
export function showToast(message: string): void {
  const id = nextId++;
  update({ ...snapshot, toasts: [...snapshot.toasts, { id, message }] });
  setTimeout(
    () => update({ ...snapshot, toasts: snapshot.toasts.filter((toast) => toast.id !== id) }),
    TOAST_MS,
  );
}

export const dialogStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Snapshot => snapshot,
};
