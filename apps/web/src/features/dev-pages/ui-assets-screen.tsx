import { useEffect, useState } from 'react';
import {
  ArrowUpIcon,
  BackIcon,
  CartIcon,
  ChevronDownIcon,
  CloseIcon,
  MenuIcon,
  SearchIcon,
} from '../../shared/ui/icons';
import styles from './dev-pages.module.css';

const COLOUR_TOKENS = [
  'brand',
  'brand-strong',
  'brand-soft',
  'accent',
  'accent-soft',
  'ink',
  'ink-muted',
  'ink-faint',
  'line',
  'surface',
  'surface-gray',
  'backdrop',
  'danger',
  'focus',
] as const;

const TEXT_TOKENS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
const ICONS = { BackIcon, MenuIcon, SearchIcon, CartIcon, CloseIcon, ChevronDownIcon, ArrowUpIcon };
const CHIP_COLOURS = [
  { title: '블랙', val: '#1f1f1f' },
  { title: '화이트', val: '#f7f7f5' },
  { title: '월넛', val: '#7a5236' },
  { title: '세이지', val: '#a9b8a0' },
  { title: '네이비', val: '#2c3a55' },
] as const;

/** /assets/ui: the pieces the screens are built from — colours, type, buttons, chips, inputs and icons. */
export function UiAssetsScreen() {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(
      Object.fromEntries(COLOUR_TOKENS.map((t) => [t, style.getPropertyValue(`--color-${t}`).trim()])),
    );
  }, []);

  return (
    <div className={styles.page}>
      <p className={styles.devNote}>개발용 페이지</p>
      <h1 className={styles.title}>UI 에셋</h1>

      <section className={styles.kit} aria-labelledby="kit-colours">
        <h2 id="kit-colours">색상</h2>
        <ul className={styles.swatches}>
          {COLOUR_TOKENS.map((token) => (
            <li key={token}>
              <span className={styles.swatch} style={{ background: `var(--color-${token})` }} />
              <code>--color-{token}</code>
              <span className={styles.swatchValue}>{values[token]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.kit} aria-labelledby="kit-type">
        <h2 id="kit-type">글자</h2>
        {TEXT_TOKENS.map((token) => (
          <p key={token} style={{ fontSize: `var(--text-${token})` }}>
            <code>--text-{token}</code> 좋은 소리를 가볍게, 소리담
          </p>
        ))}
      </section>

      <section className={styles.kit} aria-labelledby="kit-buttons">
        <h2 id="kit-buttons">버튼</h2>
        <div className={styles.row2}>
          <button type="button" className={`${styles.button} ${styles.primary}`}>
            장바구니 담기
          </button>
          <button type="button" className={styles.button}>
            계속 쇼핑하기
          </button>
          <button type="button" className={`${styles.button} ${styles.accent}`}>
            취향 테스트
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} disabled>
            품절
          </button>
        </div>
      </section>

      <section className={styles.kit} aria-labelledby="kit-chips">
        <h2 id="kit-chips">칩</h2>
        <div className={styles.row2}>
          {['턴테이블', '무선 스피커', '헤드폰'].map((tag, i) => (
            <span key={tag} className={styles.chip} data-active={i === 0}>
              {tag}
            </span>
          ))}
        </div>
        <ul className={styles.colourChips} aria-label="색상 칩">
          {CHIP_COLOURS.map((colour) => (
            <li key={colour.val} title={colour.title} style={{ background: colour.val }} />
          ))}
        </ul>
      </section>

      <section className={styles.kit} aria-labelledby="kit-inputs">
        <h2 id="kit-inputs">입력</h2>
        <label className={styles.field}>
          <span>이메일</span>
          <input type="email" placeholder="example@soridam.kr" />
        </label>
        <label className={styles.field}>
          <span>휴대폰 번호</span>
          <input type="tel" defaultValue="010-1234" aria-invalid="true" />
          <small className={styles.error}>휴대폰 번호를 정확히 입력해 주세요.</small>
        </label>
        <label className={styles.field}>
          <span>렌탈 기간</span>
          <select defaultValue="24">
            {[12, 24, 36, 48].map((months) => (
              <option key={months} value={months}>
                {months}개월
              </option>
            ))}
          </select>
        </label>
        <div className={styles.row2}>
          <label className={styles.check}>
            <input type="checkbox" defaultChecked /> 전체 동의
          </label>
          <label className={styles.check}>
            <input type="radio" name="kit-radio" defaultChecked /> 카드 1
          </label>
          <label className={styles.check}>
            <input type="radio" name="kit-radio" /> 카드 2
          </label>
        </div>
      </section>

      <section className={styles.kit} aria-labelledby="kit-icons">
        <h2 id="kit-icons">아이콘</h2>
        <ul className={styles.icons}>
          {Object.entries(ICONS).map(([name, Icon]) => (
            <li key={name}>
              <Icon />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
