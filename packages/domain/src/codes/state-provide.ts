export const STATE_PROVIDE = {
  ENABLE: 100,
  DISCONTINUED: -100,
} as const;

export type StateProvide = (typeof STATE_PROVIDE)[keyof typeof STATE_PROVIDE];

// Shown instead of the quantity label when a product cannot be bought; ENABLE has no label.
export const STATE_PROVIDE_LABEL: Partial<Record<StateProvide, string>> = {
  [STATE_PROVIDE.DISCONTINUED]: '단종',
};
