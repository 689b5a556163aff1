import type { DocDetail, DocRow } from '@shop/domain/api/admin/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getData, send } from '../../shared/api';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { dateTimeColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PendingPage } from '../../shared/ui/pending-page';
import { QueryView } from '../../shared/ui/query-view';
import { useWriteDialog } from '../../shared/ui/use-write-dialog';
import { ContentPage } from './content-page';

const columns: Column<DocRow>[] = [
  { key: 'title', header: '문서', value: (d) => d.title },
  { key: 'slug', header: '주소', value: (d) => d.slug },
  { key: 'version', header: '버전', value: (d) => d.version, align: 'end' },
  dateTimeColumn('updated', '수정일', (d) => d.updated_at),
];

/** Terms, policies and information pages with their current version. */
export function DocsScreen() {
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ['docs'], queryFn: () => getData<DocRow[]>('/docs') });
  return (
    <ContentPage>
      <QueryView query={list}>
        {(docs) => (
          <DataTable columns={columns} rows={docs} onRowClick={(d) => navigate(`/content/docs/${d.id}`)} />
        )}
      </QueryView>
    </ContentPage>
  );
}

/** One document: publish a new version; every version stays readable with how many consents point at it. */
export function DocScreen() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<number | null>(null);
  const doc = useQuery({ queryKey: ['doc', id], queryFn: () => getData<DocDetail>(`/docs/${id}`) });
  const publish = useMutation({
    mutationFn: (data: FormData) =>
      send<DocDetail>('POST', `/docs/${id}/versions`, {
        title: String(data.get('title') ?? '').trim(),
        content: String(data.get('content') ?? '').trim(),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(['doc', id], next);
      void queryClient.invalidateQueries({ queryKey: ['docs'] });
      publishing.close();
    },
  });
  const publishing = useWriteDialog(publish);
  const back = { to: '/content/docs', label: '문서 목록' };
  if (!doc.isSuccess) return <PendingPage title="문서" back={back} query={doc} />;
  const d = doc.data;
  const version = d.versions.find((v) => v.id === shown);
  return (
    <Page
      title={`${d.title} (v${d.version})`}
      back={back}
      actions={
        <button type="button" className="button button--primary" onClick={() => publishing.ask()}>
          새 버전 게시
        </button>
      }
    >
      <DataTable
        columns={[
          { key: 'version', header: '버전', value: (v) => v.version, align: 'end' },
          { key: 'title', header: '제목', value: (v) => v.title },
          { key: 'staff', header: '게시한 직원', value: (v) => v.staff_name ?? '최초 등록' },
          { key: 'consents', header: '동의 수', value: (v) => v.consents, align: 'end' },
          dateTimeColumn<DocDetail['versions'][number]>('at', '게시일', (v) => v.created_at),
        ]}
        rows={d.versions}
        onRowClick={(v) => setShown(v.id === shown ? null : v.id)}
      />
      {version && (
        <section className="card" aria-label={`버전 ${version.version} 본문`}>
          <h2 style={{ marginTop: 0 }}>v{version.version} 본문</h2>
          <pre className="doc-text">{version.content}</pre>
        </section>
      )}
      <ConfirmDialog
        {...publishing.dialog}
        title="새 버전 게시"
        confirmLabel="게시하기"
        onConfirm={(data) => publish.mutate(data)}
      >
        <p className="field__hint">
          게시하는 순간부터 새 동의는 이 버전을 가리키고, 이전 동의는 이전 버전에 남습니다.
        </p>
        <Field label="제목">
          <input name="title" maxLength={200} defaultValue={d.title} required />
        </Field>
        <Field label="본문 (HTML)">
          <textarea name="content" rows={14} defaultValue={d.content} required />
        </Field>
      </ConfirmDialog>
    </Page>
  );
}
