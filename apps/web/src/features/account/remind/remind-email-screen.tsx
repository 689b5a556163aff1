import { formatDate } from '@shop/domain/format/date';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { askConfirm } from '../../../shared/ui/dialog/dialog-store';
import styles from '../../../shared/ui/form/form.module.css';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { getFindEmail } from '../api/get-find-email';
import { authPaths } from '../auth-paths';
import { useIdentityVerification } from '../verification/use-identity-verification';
import own from './remind.module.css';
import { RemindTabs } from './remind-tabs';

export const USER_NOT_FOUND_CONFIRM = '가입된 회원 정보를 찾을 수 없습니다. 회원가입하시겠습니까?';
const LOOKUP_FAILED = '이메일을 찾지 못했습니다. 잠시 후 다시 시도해 주세요.';

type Found = { email: string; created_at: string };

/** Remind e-mail: identity verification, then the lookup, then the masked e-mail (section 4). */
export function RemindEmailScreen() {
  const navigate = useNavigate();
  const verification = useIdentityVerification('remind');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    const result = await verification.start();
    if (!result) return;
    if (!result.returnFlag || result.errFlag || !result.name || !result.phoneNo) {
      setError(result.errMsg ?? '본인인증에 실패했습니다.');
      return;
    }
    try {
      setFound(await getFindEmail({ name: result.name, mobile: result.phoneNo, verif_id: result.verif_id }));
    } catch (err) {
      if (isApiError(err) && err.status === 404) {
        if (await askConfirm(USER_NOT_FOUND_CONFIRM)) navigate(authPaths.signUp);
        return;
      }
      setError(isApiError(err) && err.status < 500 ? err.message : LOOKUP_FAILED);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>계정 찾기</h1>
      <RemindTabs />
      {found ? (
        <>
          <div className={own.result} aria-live="polite">
            <p>회원님의 이메일은</p>
            <p className={own.email}>{found.email}</p>
            <p className={own.since}>가입일 {formatDate(found.created_at)}</p>
          </div>
          <div className={styles.stack}>
            <Link to={authPaths.login} className={styles.primary}>
              로그인
            </Link>
            <Link to={authPaths.remindPassword} className={styles.secondary}>
              비밀번호 찾기
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>가입할 때 인증한 휴대폰으로 본인인증을 하면 이메일을 알려 드립니다.</p>
          {error && <FormAlert>{error}</FormAlert>}
          <button
            type="button"
            className={styles.primary}
            disabled={verification.busy}
            onClick={() => void start()}
          >
            휴대폰 본인인증
          </button>
        </>
      )}
      {verification.frame}
    </div>
  );
}
