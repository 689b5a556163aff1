export const FORUM_TYPE = {
  FAQ: 100,
  NOTICE: 200,
} as const;

export type ForumType = (typeof FORUM_TYPE)[keyof typeof FORUM_TYPE];
