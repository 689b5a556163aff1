type Props = {
  /** The last request's failure, if any; its message stands above the button. */
  error: Error | null;
  pending: boolean;
  label: string;
  /** What the button says while the request runs ('저장 중…'). */
  pendingLabel: string;
  primary?: boolean;
};

/** A form's end: the failed request's message, then the submit button, disabled while the request runs. */
export function FormSubmit({ error, pending, label, pendingLabel, primary = false }: Props) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
