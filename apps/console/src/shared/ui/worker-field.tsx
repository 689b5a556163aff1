import { Field } from './field';

/** Who goes, on a rental's or an AS request's assignment (sent as `worker`; the server allows 30 characters). */
export function WorkerField() {
  return (
    <Field label="기사 이름">
      <input name="worker" maxLength={30} required />
    </Field>
  );
}
