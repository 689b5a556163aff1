import type { CustomerDetail } from '@shop/domain/api/admin/customers';
import type { RentalRowView } from '@shop/domain/api/admin/rentals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getData, send } from '../../shared/api';
import { date, dateTime } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { dateColumn, dateTimeColumn, wonColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PendingPage } from '../../shared/ui/pending-page';
import { stateColumn } from '../../shared/ui/state-column';
import { useWriteDialog } from '../../shared/ui/use-write-dialog';

const rentalColumns: Column<RentalRowView>[] = [
  { key: 'id', header: '번호', value: (r) => r.id, align: 'end' },
  { key: 'title', header: '상품', value: (r) => r.title, wrap: true },
  stateColumn((r) => r.label),
  wonColumn('cost', '월 요금', (r) => r.cost),
  dateColumn('start', '시작일', (r) => r.start_at),
];

/** One customer: masked by default; 개인정보 보기 asks for a reason that goes to the audit log. */
export function CustomerDetailScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState<CustomerDetail | null>(null);
  const query = useQuery({
    queryKey: ['customer', id],
    queryFn: () => getData<CustomerDetail>(`/customers/${id}`),
  });
  const reveal = useMutation({
    mutationFn: (reason: string) => send<CustomerDetail>('POST', `/customers/${id}/reveal`, { reason }),
    onSuccess: (detail) => {
      setRevealed(detail);
      asking.close();
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
  const asking = useWriteDialog(reveal);
  const back = { to: '/customers', label: '고객 목록' };
  if (!query.isSuccess) return <PendingPage title="고객" back={back} query={query} />;
  const c = revealed ?? query.data;
  return (
    <Page
      title={`고객 #${c.id} · ${c.name}`}
      back={back}
      actions={
        c.masked ? (
          <button type="button" className="button" onClick={() => asking.ask()}>
            개인정보 보기
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setRevealed(null)}>
            다시 가리기
          </button>
        )
      }
    >
      <dl className="facts">
        <dt>이름</dt>
        <dd>{c.name}</dd>
        <dt>이메일</dt>
        <dd>{c.email ?? '-'}</dd>
        <dt>휴대폰</dt>
        <dd>{c.mobile ?? '-'}</dd>
        <dt>상태</dt>
        <dd>{c.withdrawn ? '탈퇴' : '회원'}</dd>
        <dt>가입일</dt>
        <dd>{date(c.created_at)}</dd>
      </dl>
      <h2>렌탈</h2>
      <DataTable
        columns={rentalColumns}
        rows={c.rentals_list}
        empty="렌탈이 없습니다."
        onRowClick={(r) => navigate(`/rentals/${r.id}`)}
      />
      <h2>배송지</h2>
      <DataTable
        columns={[
          { key: 'title', header: '이름', value: (s) => s.title },
          { key: 'name', header: '받는 분', value: (s) => s.name },
          { key: 'tel', header: '연락처', value: (s) => s.tel },
          { key: 'addr', header: '주소', value: (s) => `${s.addr} ${s.addr_desc}` },
        ]}
        rows={c.spots}
        empty="등록된 배송지가 없습니다."
      />
      <h2>카드</h2>
      <DataTable
        columns={[
          { key: 'issuer', header: '카드사', value: (card) => card.issuer },
          { key: 'number', header: '카드 번호', value: (card) => card.number },
          dateColumn<CustomerDetail['cards'][number]>('at', '등록일', (card) => card.created_at),
        ]}
        rows={c.cards}
        empty="등록된 카드가 없습니다."
      />
      <h2>보낸 메시지</h2>
      <DataTable
        columns={[
          dateTimeColumn<CustomerDetail['messages'][number]>('at', '일시', (m) => m.created_at),
          { key: 'kind', header: '종류', value: (m) => m.kind },
          { key: 'title', header: '제목', value: (m) => m.title, wrap: true },
          { key: 'channel', header: '채널', value: (m) => m.channel },
          {
            key: 'state',
            header: '상태',
            value: (m) => m.state,
            render: (m) => (
              <span className="badge">
                {m.state}
                {m.send_after && ` · ${dateTime(m.send_after)} 이후`}
              </span>
            ),
          },
          { key: 'trail', header: '발송 기록', value: (m) => m.trail, wrap: true },
        ]}
        rows={c.messages}
        empty="보낸 메시지가 없습니다."
      />
      <ConfirmDialog
        {...asking.dialog}
        title="개인정보 열람"
        confirmLabel="열람하기"
        onConfirm={(data) => reveal.mutate(String(data.get('reason') ?? '').trim())}
      >
        <p>열람 사유와 열람한 직원이 감사 기록에 남습니다.</p>
        <Field label="열람 사유">
          <input name="reason" minLength={2} maxLength={200} required />
        </Field>
      </ConfirmDialog>
    </Page>
  );
}
