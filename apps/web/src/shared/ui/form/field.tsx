import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A failed rule's message (red) — wins over `ok` and `hint`. */
  error?: string | null;
  /** A passed check's message (e.g. 사용가능한 계정입니다.). */
  ok?: string | null;
  hint?: string | null;
  /** A button beside the input (e.g. 중복확인). */
  side?: ReactNode;
};

/** A labelled input with its message line, linked for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, ok, hint, side, id, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const messageId = `${inputId}-message`;
  const message = error ?? ok ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {side}
      </div>
      {message && (
        <p
          id={messageId}
          className={error ? styles.error : ok ? styles.ok : styles.message}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
});
