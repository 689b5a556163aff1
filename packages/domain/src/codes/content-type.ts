export const CONTENT_TYPE = {
  ARTICLE: 100,
  AUDIO: 1000,
} as const;

export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];
