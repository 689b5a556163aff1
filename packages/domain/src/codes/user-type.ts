export const USER_TYPE = {
  DEV: 10,
  ADMIN: 100,
  OPERATOR: 200,
  SHIP: 300,
  CUSTOMER: 400,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
