import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { appConfig } from '../../shared/config/app-config';
import { COMPANY_INFO, SUPPORT_HOURS } from '../../shared/config/company-info';
import { paths } from '../../shared/config/paths';
import { ArrowUpIcon, ChevronDownIcon } from '../../shared/ui/icons';
import { DevShortcuts } from './dev-shortcuts';
import styles from './footer.module.css';
import { useLogout } from './use-logout';

export function Footer() {
  const session = useSession();
  const logout = useLogout();
  const [infoOpen, setInfoOpen] = useState(false);
  const infoId = useId();
  const phone = appConfig.supportPhone;

  return (
    <footer className={styles.footer}>
      <button
        type="button"
        className={styles.top}
        aria-label="맨 위로"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
      </button>

      <section className={styles.support} aria-label="고객센터">
        <p className={styles.supportLabel}>고객센터</p>
        <a className={styles.phone} href={`tel:${phone.replaceAll('-', '')}`}>
          {phone}
        </a>
        <dl className={styles.hours}>
          <dt>상담 시간</dt>
          <dd>{SUPPORT_HOURS.weekdays}</dd>
          <dt>채팅 문의</dt>
          <dd>{SUPPORT_HOURS.chat}</dd>
          <dt>휴무</dt>
          <dd>{SUPPORT_HOURS.closed}</dd>
        </dl>
      </section>

      <nav className={styles.nav} aria-label="하단 메뉴">
        {session ? (
          <button type="button" onClick={() => void logout()}>
            로그아웃
          </button>
        ) : (
          <Link to={paths.login}>로그인</Link>
        )}
        <Link to={paths.notices}>공지사항</Link>
        <Link to={paths.termsOfUse}>이용약관</Link>
        <a href={COMPANY_INFO.businessInfoUrl} target="_blank" rel="noopener noreferrer">
          사업자정보확인
        </a>
      </nav>
      <DevShortcuts />

      <button
        type="button"
        className={styles.infoToggle}
        aria-expanded={infoOpen}
        aria-controls={infoId}
        onClick={() => setInfoOpen((v) => !v)}
      >
        {COMPANY_INFO.name} 사업자 정보
        <ChevronDownIcon size={16} />
      </button>
      <dl id={infoId} className={styles.info} hidden={!infoOpen}>
        <dt>대표이사</dt>
        <dd>{COMPANY_INFO.ceo}</dd>
        <dt>주소</dt>
        <dd>{COMPANY_INFO.address}</dd>
        <dt>사업자등록번호</dt>
        <dd>{COMPANY_INFO.businessNumber}</dd>
        <dt>통신판매업 신고번호</dt>
        <dd>{COMPANY_INFO.mailOrderNumber}</dd>
        <dt>개인정보보호책임자</dt>
        <dd>{COMPANY_INFO.privacyOfficer}</dd>
        <dt>이메일</dt>
        <dd>{COMPANY_INFO.email}</dd>
      </dl>
      <p className={styles.copyright}>© {COMPANY_INFO.name}. All rights reserved.</p>
    </footer>
  );
}
