// NONE (no stock tracking) is not numbered in the documents; see docs/decisions/004-unstated-code-values.md.
export const TYPE_STOCK = {
  NONE: 2,
  STOCK: 100,
} as const;

export type TypeStock = (typeof TYPE_STOCK)[keyof typeof TYPE_STOCK];
