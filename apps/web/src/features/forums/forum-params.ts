import { FORUM_TYPE, type ForumType } from '@shop/domain/codes/forum-type';

/** The forum type of a `/forums/{forumType}` address: 100 (FAQ) or 200 (notices); anything else is none. */
export function parseForumType(raw: string | undefined): ForumType | null {
  const value = Number(raw);
  return (Object.values(FORUM_TYPE) as number[]).includes(value) && String(value) === raw
    ? (value as ForumType)
    : null;
}
