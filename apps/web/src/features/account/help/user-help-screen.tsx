import { Link } from 'react-router';
import { appConfig, isLive } from '../../../shared/config/app-config';
import { SUPPORT_HOURS } from '../../../shared/config/company-info';
import styles from '../../../shared/ui/form/form.module.css';
import { accountPaths } from '../account-paths';
import own from './user-help.module.css';

/** /users/help: where to get help (section 2.12); AS is hidden on live. */
export function UserHelpScreen() {
  const links = [
    ...(isLive()
      ? []
      : [{ to: accountPaths.careCreate, label: 'AS 신청', note: '제품 점검과 수리를 신청합니다' }]),
    { to: accountPaths.faq, label: '자주 묻는 질문', note: '렌탈, 배송, 반납에 대한 답' },
    { to: accountPaths.notices, label: '공지사항', note: '서비스 소식과 안내' },
    { to: accountPaths.downloads, label: '자료실', note: '제품 설명서 내려받기' },
    { to: accountPaths.policy, label: '개인정보 처리방침 및 정책', note: '개인정보, 환불, 배송, 결제 정책' },
    { to: accountPaths.terms, label: '이용약관', note: '서비스와 렌탈 약관' },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>고객센터</h1>
      <p className={styles.lead}>무엇을 도와드릴까요?</p>
      <ul className={own.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <strong>{link.label}</strong>
              <small>{link.note}</small>
            </Link>
          </li>
        ))}
      </ul>
      <section className={own.contact} aria-labelledby="help-contact">
        <h2 id="help-contact">고객센터 연락처</h2>
        <a href={`tel:${appConfig.supportPhone.replace(/[^0-9]/g, '')}`} className={own.phone}>
          {appConfig.supportPhone}
        </a>
        <p>
          {SUPPORT_HOURS.weekdays} ({SUPPORT_HOURS.closed})
        </p>
        <p>채팅 상담 {SUPPORT_HOURS.chat}</p>
      </section>
    </div>
  );
}
