import type { CareDetail } from '@shop/domain/api/admin/cares';
import type { RentalPayment } from '@shop/domain/api/admin/rentals';
import { useState } from 'react';
import { useSession } from '../../shared/session';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { dateTimeColumn, wonColumn } from '../../shared/ui/format-columns';
import { RefundDialog, refundColumns } from '../rentals/refund-dialog';
import { careKeys } from './care-queries';

type CarePayment = CareDetail['payments'][number];

/**
 * The charges the customer's paying step made for the request, as the rental's 결제 table reads them, each
 * paid one with the rental page's refund (the same dialog and refunds API).
 */
export function CarePayments({ care, onDone }: { care: CareDetail; onDone: (message: string) => void }) {
  const { may } = useSession();
  const [refunding, setRefunding] = useState<RentalPayment | null>(null);
  const columns: Column<CarePayment>[] = [
    dateTimeColumn('at', '일시', (p) => p.at),
    wonColumn('cost', '금액', (p) => p.cost),
    { key: 'card', header: '카드', value: (p) => p.card || '-' },
    { key: 'state', header: '상태', value: (p) => p.state_label },
    ...refundColumns<CarePayment>(may('payments'), setRefunding),
  ];
  return (
    <>
      <h2>결제</h2>
      <DataTable columns={columns} rows={care.payments} empty="결제 내역이 없습니다." />
      <RefundDialog
        payment={refunding}
        rentalId={care.rental_id}
        alsoRefresh={[careKeys.detail(care.id)]}
        onClose={() => setRefunding(null)}
        onDone={onDone}
      />
    </>
  );
}
