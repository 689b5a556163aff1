import { type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';

type Props = {
  /** The screen's own sheet or modal style. */
  className: string | undefined;
  /** The id of the heading that names the sheet. */
  labelledBy: string;
  describedBy?: string;
  /** Called when the dialog closes (Escape, or a form inside closing it). */
  onClose?: () => void;
  /** A click on the backdrop closes the sheet as well. */
  onBackdropClose?: () => void;
  /** Escape first comes here; preventDefault keeps the sheet open. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

/** A modal `<dialog>` opened as soon as it is shown: the bottom sheets and the small modals of the app. */
export function Sheet({
  className,
  labelledBy,
  describedBy,
  onClose,
  onBackdropClose,
  onCancel,
  children,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onCancel={onCancel}
      onClick={
        onBackdropClose &&
        ((event) => {
          if (event.target === event.currentTarget) onBackdropClose();
        })
      }
    >
      {children}
    </dialog>
  );
}
