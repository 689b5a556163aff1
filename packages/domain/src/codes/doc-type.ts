export const DOC_TYPE = {
  TERM: 100,
  INFO: 200,
  POLICY: 300,
  PROD_MANUAL: 801,
} as const;

export type DocType = (typeof DOC_TYPE)[keyof typeof DOC_TYPE];
