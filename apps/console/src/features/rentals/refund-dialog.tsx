import type { RentalPayment } from '@shop/domain/api/admin/rentals';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../shared/api';
import { won } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { Column } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';

const RESULT: Record<string, string> = {
  settled: '환불이 완료되었습니다.',
  retry: 'PG사 응답이 없어 자동으로 다시 요청합니다.',
  busy: '환불을 처리 중입니다.',
  failed: 'PG사가 환불을 거절했습니다. 결제 내역을 확인해 주세요.',
};

/** What was given back, and apart what the card company has not confirmed yet: 5,000원 · 진행중 3,000원. */
export function refundedText({ refunded, refunding }: { refunded: number; refunding: number }): string {
  const parts = [refunded ? won(refunded) : '', refunding ? `진행중 ${won(refunding)}` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : '-';
}

/**
 * A charges table's last two columns: what was given back, and 환불 (for staff who may refund) while some
 * of the charge is left to give back. The rental's and the AS request's 결제 tables end with them.
 */
export function refundColumns<T extends { refunded: number; refunding: number; refundable: number }>(
  mayRefund: boolean,
  startRefund: (payment: T) => void,
): Column<T>[] {
  return [
    {
      key: 'refunded',
      header: '환불',
      value: (p) => p.refunded + p.refunding,
      render: (p) => refundedText(p),
      align: 'end',
    },
    {
      key: 'action',
      header: '',
      value: () => null,
      render: (p) =>
        mayRefund && p.refundable > 0 ? (
          <button type="button" className="button button--small" onClick={() => startRefund(p)}>
            환불
          </button>
        ) : null,
    },
  ];
}

/**
 * Refunds part or all of a charge through the payments adapter; the rental's screen and any other screen
 * showing the charge (`alsoRefresh`: an AS request's) read it again.
 */
export function RefundDialog({
  payment,
  rentalId,
  alsoRefresh = [],
  onClose,
  onDone,
}: {
  payment: RentalPayment | null;
  rentalId: number;
  alsoRefresh?: readonly QueryKey[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      send<{ state: string }>('POST', `/payments/${payment!.id}/refunds`, body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['rental', rentalId] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
      onDone(RESULT[result.state] ?? '환불을 요청했습니다.');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={payment !== null}
      title={payment ? `환불 · ${payment.title}` : '환불'}
      confirmLabel="환불하기"
      danger
      mutation={refund}
      onClose={() => {
        refund.reset();
        onClose();
      }}
      onConfirm={(data) =>
        refund.mutate({ amount: Number(data.get('amount')), reason: String(data.get('reason') ?? '').trim() })
      }
    >
      {payment && (
        <>
          <p>
            결제 {won(payment.cost)} 중 환불 가능 {won(payment.refundable)}
          </p>
          <Field label="환불 금액 (원)">
            <input
              type="number"
              name="amount"
              min={1}
              max={payment.refundable}
              step={1}
              defaultValue={payment.refundable}
              required
            />
          </Field>
          <Field label="환불 사유">
            <input name="reason" minLength={2} maxLength={200} required />
          </Field>
        </>
      )}
    </ConfirmDialog>
  );
}
