import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE, emailError } from './email';
import { FIELD_MAX } from './field-limits';
import { isValidMobile, MOBILE_RULE_MESSAGE } from './mobile';
import { PASSWORD_RULE_SIGNUP_MESSAGE, passwordError } from './password';
import {
  PASSWORD_CONFIRM_EMPTY_MESSAGE,
  PASSWORD_CONFIRM_MISMATCH_MESSAGE,
  SIGNUP_EMPTY_MESSAGE,
} from './signup';
import { requiredString, ruleString } from './zod-rule';

export const signupSchema = z
  .object({
    email: ruleString(EMAIL_REQUIRED_MESSAGE, FIELD_MAX.email, emailError),
    mobile: ruleString(SIGNUP_EMPTY_MESSAGE, FIELD_MAX.mobile, (value) =>
      isValidMobile(value) ? null : MOBILE_RULE_MESSAGE,
    ),
    name: requiredString(SIGNUP_EMPTY_MESSAGE, FIELD_MAX.name),
    password: ruleString(SIGNUP_EMPTY_MESSAGE, FIELD_MAX.password, (value) =>
      passwordError(value, PASSWORD_RULE_SIGNUP_MESSAGE),
    ),
    passwordConfirm: requiredString(PASSWORD_CONFIRM_EMPTY_MESSAGE, FIELD_MAX.password),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: PASSWORD_CONFIRM_MISMATCH_MESSAGE,
    path: ['passwordConfirm'],
  });

export type SignupInput = z.infer<typeof signupSchema>;
