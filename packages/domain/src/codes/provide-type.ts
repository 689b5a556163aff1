export const PROVIDE_TYPE = {
  SUBSC_BILL_REFUND: 320,
  SUBSC_CANCEL: 600,
} as const;

export type ProvideType = (typeof PROVIDE_TYPE)[keyof typeof PROVIDE_TYPE];
