import { useNavigate } from 'react-router';
import { signOut } from '../../../shared/auth/sign-out';
import { isApiError } from '../../../shared/http/api-error';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { putWithdraw } from '../api/put-user';
import own from './withdraw.module.css';

export const WITHDRAW_CONFIRM =
  '탈퇴하면 되돌릴 수 없으며 모든 회원 정보가 삭제됩니다. 정말 탈퇴하시겠습니까?';
export const WITHDRAW_FAILED = '오류가 발생했습니다.';

/**
 * Withdrawal (section 4): confirm, PUT users/{id} {state: abnormal}, then logout and home. The server
 * refuses it while a rental contract runs (decision 009), and the customer is told so.
 */
export function WithdrawButton({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const withdraw = async () => {
    if (!(await askConfirm(WITHDRAW_CONFIRM, { confirmLabel: '탈퇴하기', danger: true }))) return;
    try {
      await putWithdraw(userId);
    } catch (error) {
      // A refusal says why (a rental contract still running); anything else is our failure.
      void showAlert(isApiError(error) && error.status < 500 ? error.message : WITHDRAW_FAILED);
      return;
    }
    await signOut();
    navigate('/', { replace: true });
  };
  return (
    <div className={own.footer}>
      <button type="button" className={own.withdraw} onClick={() => void withdraw()}>
        회원 탈퇴
      </button>
    </div>
  );
}
