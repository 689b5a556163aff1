import { paths, pathTo } from '../../shared/config/paths';

/** The auth screens' links; patterns are in app/paths.ts. */
export const authPaths = {
  login: paths.login,
  signUp: paths.userCreate,
  createFav: '/users/createFav',
  remind: '/users/auth/remind',
  remindEmail: pathTo('UserAuthRemindEmail'),
  remindPassword: pathTo('UserAuthRemindPw'),
  docPub: (docSlug: string) => pathTo('DocPubItem', { docSlug }),
} as const;
