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

export function NotFoundScreen() {
  useTitle('페이지를 찾을 수 없음');
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className={styles.title}>
        요청하신 페이지를 찾을 수 없습니다.
      </h1>
      <p className={styles.text}>주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다.</p>
      <button type="button" className={styles.action} onClick={backAndReload}>
        이전 페이지로
      </button>
    </section>
  );
}

export function ServerErrorScreen() {
  useTitle('서비스 오류');
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 id="error-title" className={styles.title}>
        서비스가 원활하지 않습니다.
      </h1>
      <p className={styles.text}>잠시 후 다시 시도해 주세요.</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        새로고침
      </button>
    </section>
  );
}
