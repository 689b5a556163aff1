import type { VerifResult, VerifType } from '@shop/domain/api/users';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { getVerifReq } from '../api/get-verif-req';
import { postVerifConfirm } from '../api/post-verif-confirm';
import styles from './verification-frame.module.css';
import { parseVerificationMessage } from './verification-message';

export const VERIFICATION_FAILED_MESSAGE = '본인인증에 실패했습니다.';

type Pending = { verifId: string; resolve: (result: VerifResult | null) => void };

/**
 * Identity verification (본인인증): GET users/noticeMsgVerifReq opens it — the simulator page in a framed
 * sheet (a popup opened after a request would be blocked on phones), or PortOne's own window — and the
 * result comes back by window message; POST users/verifConfirm then reads the verified name and phone.
 * `start()` resolves with the result, or null when the customer closed it.
 */
export function useIdentityVerification(type: VerifType): {
  start: () => Promise<VerifResult | null>;
  frame: ReactNode;
  busy: boolean;
} {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<Pending | null>(null);

  const finish = useCallback((result: VerifResult | null) => {
    pending.current?.resolve(result);
    pending.current = null;
    setUrl(null);
    setBusy(false);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parseVerificationMessage(event.data);
      const current = pending.current;
      if (!message || !current || message.verif_id !== current.verifId) return;
      setUrl(null);
      postVerifConfirm(current.verifId).then(finish, () =>
        finish({
          verif_id: current.verifId,
          returnFlag: false,
          errFlag: true,
          errMsg: VERIFICATION_FAILED_MESSAGE,
          name: null,
          phoneNo: null,
          birthDay: null,
          gender: null,
          registered: false,
        }),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [finish]);

  const start = useCallback(async () => {
    setBusy(true);
    try {
      const started = await getVerifReq(type);
      if (started.provider === 'portone' && started.portone) {
        const PortOne = await import('@portone/browser-sdk/v2');
        await PortOne.requestIdentityVerification({
          storeId: started.portone.store_id,
          channelKey: started.portone.channel_key,
          identityVerificationId: started.portone.identity_verification_id,
          redirectUrl: window.location.href,
        });
        const result = await postVerifConfirm(started.verif_id);
        setBusy(false);
        return result;
      }
      return await new Promise<VerifResult | null>((resolve) => {
        pending.current = { verifId: started.verif_id, resolve };
        setUrl(started.url);
      });
    } catch {
      setBusy(false);
      void showAlert(VERIFICATION_FAILED_MESSAGE);
      return null;
    }
  }, [type]);

  const frame = url ? (
    <div className={styles.backdrop}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-label="본인인증">
        <div className={styles.head}>
          <strong>본인인증</strong>
          <button type="button" className={styles.close} onClick={() => finish(null)}>
            닫기
          </button>
        </div>
        <iframe className={styles.frame} src={url} title="본인인증" />
      </div>
    </div>
  ) : null;

  return { start, frame, busy };
}
