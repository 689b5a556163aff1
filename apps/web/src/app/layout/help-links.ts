import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { paths } from '../../shared/config/paths';
import type { HelpLink } from '../../shared/ui/help-dropdown/help-dropdown';

/** The route of the AS request (rental-lifecycle.md 2); paths.ts has no builder for it. */
const CARE_CREATE = '/cares/container/create';

/**
 * The help dropdown of the top bar (storefront-and-account.md 2.11). 1:1 chat and AS are development
 * only; there is no chat screen, so chat leads to the help page with the support contact.
 */
export function helpLinks(dev: boolean): HelpLink[] {
  return [
    ...(dev
      ? [
          { label: '1:1 채팅 문의', to: paths.userHelp },
          { label: 'AS 신청', to: CARE_CREATE },
        ]
      : []),
    { label: '자주 묻는 질문', to: paths.faq },
    { label: '공지사항', to: paths.notices },
    { label: '다운로드 센터', to: paths.docsProd },
    { label: '개인정보처리방침', to: paths.docsUserHelp(DOC_TYPE.POLICY) },
    { label: '이용약관', to: paths.docsUserHelp(DOC_TYPE.TERM) },
  ];
}
