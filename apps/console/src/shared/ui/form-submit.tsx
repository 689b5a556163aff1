type Props = {
  /** The form's request (a TanStack mutation): its last failure stands above the button, and it runs pending. */
  mutation: { error: Error | null; isPending: boolean };
  label: string;
  /** What the button says while the request runs ('저장 중…'). */
  pendingLabel: string;
  primary?: boolean;
};

/** A form's end: the failed request's message, then the submit button, disabled while the request runs. */
export function FormSubmit({
  mutation: { error, isPending: pending },
  label,
  pendingLabel,
  primary = false,
}: Props) {
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
