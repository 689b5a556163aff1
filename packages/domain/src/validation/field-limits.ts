import { z } from 'zod';

/**
 * The longest value each free-text field takes, at the boundary and in the forms (issue 11): the
 * documents set none, so these fit the longest real value with room to spare (a road address from the
 * postcode search is under 100 characters; e-mail addresses stop at 254 by RFC 5321, ours at 100).
 */
export const FIELD_MAX = {
  email: 100,
  password: 100,
  name: 50,
  mobile: 20,
  addrCode: 10,
  addr: 150,
  addrDesc: 100,
  spotTitle: 50,
  /** Ids and tokens we or a provider issued (verification ids, reset and social tokens, codes). */
  token: 2000,
} as const;

export const tooLongMessage = (max: number) => `${max}자 이내로 입력해 주세요.`;

/** A string of at most `max` characters, refused with the Korean message past it. */
export const limitedString = (max: number) => z.string().max(max, tooLongMessage(max));
