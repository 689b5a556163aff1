import { describe, expect, it } from 'vitest';
import { parseForumType } from './forum-params';

describe('parseForumType', () => {
  it('knows the FAQ and notice types only', () => {
    expect(parseForumType('100')).toBe(100);
    expect(parseForumType('200')).toBe(200);
    expect(parseForumType('300')).toBeNull();
    expect(parseForumType('0100')).toBeNull();
    expect(parseForumType('faq')).toBeNull();
    expect(parseForumType(undefined)).toBeNull();
  });
});
