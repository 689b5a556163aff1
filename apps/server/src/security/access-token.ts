import { audienceTokens } from './versioned-token';

/** The customer, and the account's token version when it was signed (an older one is refused). */
export type AccessClaims = { userId: number; tokenVersion: number };

const customerTokens = audienceTokens('customer', 'userId');

/** A short-lived signed access token of the customer audience. */
export const signAccessToken = customerTokens.sign;

/** The claims of a valid customer token, or null for a missing, forged, malformed or expired one. */
export const verifyAccessToken = customerTokens.verify;
