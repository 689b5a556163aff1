import { CARD_REGISTRATION_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cardKeys } from '../../../shared/api/get-usable-cards';
import { BASENAME } from '../../../shared/config/basename';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { postBillAuth } from '../api/post-bill-auth';
import { postBillAuthConfirm } from '../api/post-bill-auth-confirm';
import styles from '../payments.module.css';
import {
  BILL_AUTH_RETURNS,
  type BillAuthReturn,
  billAuthReturnOf,
  billAuthReturnPath,
  readBillAuthResult,
  simulatorPageUrl,
} from './bill-auth-return';
import { issueWithPortOne } from './portone-billing-key';

/**
 * /payments/billAuth: card registration. Without an outcome in the query it starts one (POST
 * payments/billAuth) and hands over to the simulator's card page or PortOne; coming back it records the
 * card (POST payments/billAuth/confirm) and returns to the screen that asked, or says the registration failed.
 */
export function BillAuthScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ret = billAuthReturnOf(params.get('return'));
  const [status, setStatus] = useState('카드 등록을 준비하고 있습니다…');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = (state?: object) => navigate(BILL_AUTH_RETURNS[ret], { replace: true, state });
    const failed = () => {
      void showAlert(CARD_REGISTRATION_FAIL_MESSAGE);
      back();
    };
    const confirmRegistration = async (body: { issue_id: string; billing_key?: string }) => {
      setStatus('카드를 확인하고 있습니다…');
      try {
        const card = await postBillAuthConfirm(body);
        if (card.state !== PAYMENT_STATE.BILL_AUTH_SUCCESS) return failed();
        await queryClient.invalidateQueries({ queryKey: cardKeys.all });
        back({ cardAdded: card.id });
      } catch {
        failed();
      }
    };

    const result = readBillAuthResult(params);
    if (result.kind === 'fail') return void failed();
    if (result.kind === 'success') {
      return void confirmRegistration({
        issue_id: result.issueId,
        ...(result.billingKey ? { billing_key: result.billingKey } : {}),
      });
    }
    void start(ret, confirmRegistration, failed).catch((error: unknown) => {
      // 주소를 저장해주세요 and other refusals are the server's own words.
      void showAlert(
        isApiError(error) && error.status < 500 ? error.message : CARD_REGISTRATION_FAIL_MESSAGE,
      );
      back();
    });
  }, [params, navigate, queryClient, ret]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제 카드 등록</h1>
      <p className={styles.hint} role="status" aria-busy="true">
        {status}
      </p>
      <Link to={BILL_AUTH_RETURNS[ret]} replace className={styles.toggle}>
        돌아가기
      </Link>
    </div>
  );
}

async function start(
  ret: BillAuthReturn,
  confirmRegistration: (body: { issue_id: string; billing_key?: string }) => Promise<void>,
  failed: () => void,
) {
  const begun = await postBillAuth();
  const returnPath = billAuthReturnPath(BASENAME, ret);
  if (begun.provider === 'simulator' && begun.url) {
    window.location.assign(simulatorPageUrl(begun.url, returnPath));
    return;
  }
  if (!begun.portone) return failed();
  // A phone sent to the card company's page comes back with the key only: the issue id rides in our URL.
  const redirectUrl = `${window.location.origin}${returnPath}&issue_id=${encodeURIComponent(begun.issue_id)}`;
  const outcome = await issueWithPortOne(begun.portone, redirectUrl);
  if (outcome.kind === 'redirected') return;
  if (outcome.kind === 'fail') return failed();
  await confirmRegistration({ issue_id: begun.issue_id, billing_key: outcome.billingKey });
}
