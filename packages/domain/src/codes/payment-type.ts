export const PAYMENT_TYPE = {
  BILL: 300,
  // Not numbered in the documents; see docs/decisions/004-unstated-code-values.md.
  BILL_AUTH: 310,
} as const;

export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
