import { z } from 'zod';
import { tooLongMessage } from './field-limits';

/**
 * A string field checked by one of our rule functions, so the form and the server show the very same
 * Korean message. A missing or non-string value gets `requiredMessage`; one past `max` characters is refused.
 */
export function ruleString(requiredMessage: string, max: number, rule: (value: string) => string | null) {
  return z
    .string({ error: requiredMessage })
    .max(max, tooLongMessage(max))
    .superRefine((value, ctx) => {
      const message = value === '' ? requiredMessage : rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export function requiredString(message: string, max: number) {
  // Stryker disable next-line ArrowFunction: a rule returning undefined adds no issue, just as null does
  return ruleString(message, max, () => null);
}
