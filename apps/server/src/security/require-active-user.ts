import { requireUser } from './require-user';

/**
 * The guard of account calls. Every guard now checks the account (withdrawn or signed out tokens are
 * refused by `requireUser` itself); the name stays for the routes that use it.
 */
export const requireActiveUser = requireUser;
