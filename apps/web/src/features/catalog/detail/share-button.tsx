import { shareLink } from '../../../shared/bridge/share-link';
import { showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import styles from './prod-detail.module.css';

export const LINK_COPIED_MESSAGE = '상품 링크를 복사했습니다.';
export const SHARE_FAILED_MESSAGE = '공유하지 못했습니다. 주소창의 링크를 복사해 주세요.';

/** 공유하기 on product detail: the wrapper's share, the phone's share sheet or a copied link. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const outcome = await shareLink(title, window.location.href);
    if (outcome === 'copied') showToast(LINK_COPIED_MESSAGE);
    else if (outcome === 'failed') void showAlert(SHARE_FAILED_MESSAGE);
  };
  return (
    <button type="button" className={styles.share} aria-label="공유하기" onClick={() => void share()}>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path
          d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
