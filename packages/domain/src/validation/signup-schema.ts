import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE, emailError } from './email';
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
    email: ruleString(EMAIL_REQUIRED_MESSAGE, emailError),
    mobile: ruleString(SIGNUP_EMPTY_MESSAGE, (value) => (isValidMobile(value) ? null : MOBILE_RULE_MESSAGE)),
    name: requiredString(SIGNUP_EMPTY_MESSAGE),
    password: ruleString(SIGNUP_EMPTY_MESSAGE, (value) => passwordError(value, PASSWORD_RULE_SIGNUP_MESSAGE)),
    passwordConfirm: requiredString(PASSWORD_CONFIRM_EMPTY_MESSAGE),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: PASSWORD_CONFIRM_MISMATCH_MESSAGE,
    path: ['passwordConfirm'],
  });

export type SignupInput = z.infer<typeof signupSchema>;
