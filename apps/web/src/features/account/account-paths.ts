import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { paths, pathTo } from '../../shared/config/paths';

/** The account screens' links; patterns are in app/paths.ts. */
export const accountPaths = {
  myPage: paths.user,
  loginAgain: (redirect: string) => `${paths.login}?auth=fail&redirect=${encodeURIComponent(redirect)}`,
  settings: pathTo('UserUpdate'),
  purOrdersUser: pathTo('PurOrderUserItem'),
  subscsMulti: '/subscs/multi',
  spots: '/spots',
  billKey: '/payments/billAuthBillKey',
  careCreate: '/cares/container/create',
  faq: paths.faq,
  notices: paths.notices,
  downloads: paths.docsProd,
  policy: paths.docsUserHelp(DOC_TYPE.POLICY),
  terms: paths.docsUserHelp(DOC_TYPE.TERM),
} as const;
