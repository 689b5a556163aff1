/** One provider call recorded on a payment; `instance` is a JSON string holding at least `resultmsg`. */
export type PaymentStep = { at: string; name: string; instance: string };

/**
 * The fail page's provider message: the last step's instance, read as JSON, its `resultmsg`; '' when the
 * steps are missing or unreadable.
 */
export function failResultMsg(steps: readonly PaymentStep[] | null | undefined): string {
  const last = steps?.at(-1);
  // Stryker disable next-line ConditionalExpression: without the guard, reading `instance` of undefined throws inside the try, whose catch also returns ''
  if (!last) return '';
  try {
    const parsed = JSON.parse(last.instance) as { resultmsg?: unknown };
    return typeof parsed.resultmsg === 'string' ? parsed.resultmsg : '';
  } catch {
    return '';
  }
}
