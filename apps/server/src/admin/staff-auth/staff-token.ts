import { audienceTokens } from '../../security/versioned-token';

/** A staff session: who, and the account's token version when it was signed (raised = every session ends). */
export type StaffClaims = { staffId: number; tokenVersion: number };

// Not the customer audience: a staff token opens nothing of the customer API, and the reverse.
const staffTokens = audienceTokens('staff', 'staffId');

export const signStaffToken = staffTokens.sign;
export const verifyStaffToken = staffTokens.verify;
