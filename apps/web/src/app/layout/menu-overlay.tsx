import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { menuProdCats } from '../../features/catalog/api/prod-cat';
import { useMenuProdCats } from '../../shared/api/get-prod-cats';
import { useSession } from '../../shared/auth/auth-store';
import { isLive } from '../../shared/config/app-config';
import { ABOUT_US_SECTIONS, paths } from '../../shared/config/paths';
import { ChevronDownIcon, CloseIcon } from '../../shared/ui/icons';
import { Logo } from './logo';
import styles from './menu-overlay.module.css';
import { useLogout } from './use-logout';

type SectionKey = 'prods' | 'company' | 'support';

/** The full-screen menu (section 2.1): a modal dialog; Escape or the close button closes it. */
export default function MenuOverlay({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState<SectionKey | null>('prods');
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const session = useSession();
  const logout = useLogout();
  const live = isLive();
  const titleId = useId();

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') trapFocus(event, panelRef.current);
  };

  // Only one section open at a time: opening one closes the other.
  const toggle = (key: SectionKey) => setOpen((current) => (current === key ? null : key));

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className="visually-hidden">
            전체 메뉴
          </h2>
          <Link to={paths.home} className={styles.logo} aria-label="소리담 홈">
            <Logo wordClassName={styles.wordmark} />
          </Link>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="메뉴 닫기"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.body} aria-label="전체 메뉴">
          <div className={styles.quick}>
            <Link to={paths.favCatsIntro} className={styles.quickLink}>
              취향 테스트
              <small>나에게 맞는 오디오 찾기</small>
            </Link>
            {!live && (
              <Link to={paths.subscCats} className={`${styles.quickLink} ${styles.accent}`}>
                교환 구독
                <small>바꿔 쓰는 렌탈</small>
              </Link>
            )}
          </div>

          <MenuSection id="prods" title="상품" open={open === 'prods'} onToggle={toggle}>
            <Link to={paths.prodsLand}>전체 상품</Link>
            {!live && <Link to={paths.prodsConn}>패키지</Link>}
            <ProdCatLinks />
          </MenuSection>

          <MenuSection id="company" title="회사 소개" open={open === 'company'} onToggle={toggle}>
            {ABOUT_US_SECTIONS.map((section) => (
              <Link key={section.slug} to={paths.aboutUs(section.slug)}>
                {section.title}
              </Link>
            ))}
          </MenuSection>

          <MenuSection id="support" title="고객 지원" open={open === 'support'} onToggle={toggle}>
            <Link to={paths.faq}>자주 묻는 질문</Link>
            <Link to={paths.notices}>공지사항</Link>
            <Link to={paths.docsProd}>자료실</Link>
            <Link to={paths.userHelp}>고객센터</Link>
          </MenuSection>

          <div className={styles.account}>
            {session ? (
              <>
                <Link to={paths.user(session.id)} className={styles.accountPrimary}>
                  마이페이지
                </Link>
                <button type="button" className={styles.accountSecondary} onClick={() => void logout()}>
                  로그아웃
                </button>
              </>
            ) : (
              <Link to={paths.login} className={styles.accountPrimary}>
                로그인
              </Link>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}

/** The document's message for a menu without categories (or without an answer). */
const PROD_CATS_UNAVAILABLE = '상품 분류 목록을 확인할 수 없습니다.';

function ProdCatLinks() {
  const { data, isPending, isError } = useMenuProdCats();
  if (isPending) return <p className={styles.note}>분류를 불러오는 중…</p>;
  const cats = isError ? [] : menuProdCats(data);
  if (cats.length === 0) return <p className={styles.note}>{PROD_CATS_UNAVAILABLE}</p>;
  return (
    <>
      {cats.map((cat) => (
        <Link key={cat.id} to={paths.prodsByCat(cat.id)}>
          {cat.title}
        </Link>
      ))}
    </>
  );
}

type SectionProps = {
  id: SectionKey;
  title: string;
  open: boolean;
  onToggle: (key: SectionKey) => void;
  children: ReactNode;
};

function MenuSection({ id, title, open, onToggle, children }: SectionProps) {
  const contentId = `menu-section-${id}`;
  return (
    <section className={styles.section}>
      <h3>
        <button
          type="button"
          className={styles.sectionButton}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => onToggle(id)}
        >
          {title}
          <ChevronDownIcon />
        </button>
      </h3>
      <div id={contentId} className={styles.links} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** Keeps Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
