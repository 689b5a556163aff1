import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE, emailError } from './email';
import { FIELD_MAX } from './field-limits';
import { PASSWORD_REQUIRED_MESSAGE, passwordError } from './password';
import { ruleString } from './zod-rule';

export const loginSchema = z.object({
  email: ruleString(EMAIL_REQUIRED_MESSAGE, FIELD_MAX.email, emailError),
  password: ruleString(PASSWORD_REQUIRED_MESSAGE, FIELD_MAX.password, (value) => passwordError(value)),
  isLocal: z.boolean().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
