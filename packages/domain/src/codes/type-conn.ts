export const TYPE_CONN = {
  PACKAGE: 100,
  OPTION: 200,
} as const;

export type TypeConn = (typeof TYPE_CONN)[keyof typeof TYPE_CONN];
