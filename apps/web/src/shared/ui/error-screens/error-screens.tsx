import { useEffect } from 'react';
import { BASE_URL } from '../../config/basename';
import styles from './error-screens.module.css';

/** Goes back one page and reloads it there, so the error state is gone; with no history, reloads home. */
function backAndReload(): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) {
    window.addEventListener('popstate', () => window.location.reload(), { once: true });
    window.history.back();
  } else {
    window.location.assign(BASE_URL);
  }
}

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | 소리담`;
  }, [title]);
}

/** The one frame of the 404 and 500 screens: the code, a heading, a line of text and one way out. */
function ErrorScreen({
  code,
  title,
  text,
  action,
  onAction,
}: {
  code: string;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.action} onClick={onAction}>
        {action}
      </button>
    </section>
  );
}

export function NotFoundScreen() {
  useTitle('페이지를 찾을 수 없음');
  return (
    <ErrorScreen
      code="404"
      title="요청하신 페이지를 찾을 수 없습니다."
      text="주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다."
      action="이전 페이지로"
      onAction={backAndReload}
    />
  );
}

export function ServerErrorScreen() {
  useTitle('서비스 오류');
  return (
    <ErrorScreen
      code="500"
      title="서비스가 원활하지 않습니다."
      text="잠시 후 다시 시도해 주세요."
      action="새로고침"
      onAction={() => window.location.reload()}
    />
  );
}
