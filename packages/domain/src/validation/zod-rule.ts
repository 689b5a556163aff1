import { z } from 'zod';

/**
 * A string field checked by one of our rule functions, so the form and the server show the very same
 * Korean message. A missing or non-string value gets `requiredMessage`.
 */
export function ruleString(requiredMessage: string, rule: (value: string) => string | null) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    const message = value === '' ? requiredMessage : rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export function requiredString(message: string) {
  return ruleString(message, () => null);
}
