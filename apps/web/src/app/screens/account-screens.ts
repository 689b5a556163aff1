import type { ScreenRegistry } from './screen-registry';

const auth = {
  login: () => import('../../features/account/login/login-screen'),
  logout: () => import('../../features/account/logout/logout-screen'),
  signup: () => import('../../features/account/signup/signup-screen'),
  remindEmail: () => import('../../features/account/remind/remind-email-screen'),
  remindPassword: () => import('../../features/account/remind/remind-password-screen'),
  reset: () => import('../../features/account/reset/password-reset-screen'),
};
const account = {
  myPage: () => import('../../features/account/my-page/my-page-screen'),
  settings: () => import('../../features/account/settings/settings-screen'),
  help: () => import('../../features/account/help/user-help-screen'),
};
const social = () => import('../../features/social/social-screen');
const noticeMsgs = {
  list: () => import('../../features/notice-msgs/notice-msg-list-screen'),
  detail: () => import('../../features/notice-msgs/notice-msg-detail-screen'),
};

/** Sign-up, login, recovery, my page, settings, social login and the development outbox. */
export const accountScreens: ScreenRegistry = {
  '/users/auth/login': async () => ({ Component: (await auth.login()).LoginScreen }),
  '/users/auth/logout': async () => ({ Component: (await auth.logout()).LogoutScreen }),
  '/users/auth/passwordReset': async () => ({ Component: (await auth.reset()).PasswordResetScreen }),
  // The remind default is the e-mail lookup.
  '/users/auth/remind': async () => ({ Component: (await auth.remindEmail()).RemindEmailScreen }),
  '/users/auth/remind/email': async () => ({ Component: (await auth.remindEmail()).RemindEmailScreen }),
  '/users/auth/remind/password': async () => ({
    Component: (await auth.remindPassword()).RemindPasswordScreen,
  }),
  '/users/help': async () => ({ Component: (await account.help()).UserHelpScreen }),
  '/users/create': async () => ({ Component: (await auth.signup()).SignupScreen }),
  '/users/createFav': async () => ({ Component: (await auth.signup()).CreateFavScreen }),
  '/users/update': async () => ({ Component: (await account.settings()).SettingsScreen }),
  '/users/:userId': async () => ({ Component: (await account.myPage()).MyPageScreen }),
  '/socialUserKakao': async () => ({ Component: (await social()).KakaoScreen }),
  '/socialUserNaver': async () => ({ Component: (await social()).NaverScreen }),
  '/socialUserGoogle': async () => ({ Component: (await social()).GoogleScreen }),
  '/socialUserApple': async () => ({ Component: (await social()).AppleScreen }),
  '/socialUserFacebook': async () => ({ Component: (await social()).FacebookScreen }),
  '/noticeMsg': async () => ({ Component: (await noticeMsgs.list()).NoticeMsgListScreen }),
  '/noticeMsg/:id': async () => ({ Component: (await noticeMsgs.detail()).NoticeMsgDetailScreen }),
};
