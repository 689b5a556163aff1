import type { AdminProdRow } from '@shop/domain/api/admin/catalogue';
import type { ManualRow } from '@shop/domain/api/admin/content';
import { MANUAL_MAX_BYTES, MANUAL_SIZE_MESSAGE } from '@shop/domain/api/admin/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { josa } from 'es-hangul';
import { useSearchParams } from 'react-router';
import { getPage, request, send } from '../../shared/api';
import { listPageQuery } from '../../shared/list-page-query';
import { pageParam } from '../../shared/page-param';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { Column } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { dateColumn } from '../../shared/ui/format-columns';
import { RowOptions } from '../../shared/ui/options';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { useWriteDialog } from '../../shared/ui/use-write-dialog';
import { ContentPage } from './content-page';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

/** Product manuals: upload a PDF for a product, show or hide it in the storefront's download centre. */
export function ManualsScreen() {
  const [params] = useSearchParams();
  const page = pageParam(params);
  const queryClient = useQueryClient();
  const list = useQuery(listPageQuery<ManualRow>(['manuals', page], '/manuals', { page }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['manuals'] });
  const upload = useMutation({
    mutationFn: async (data: FormData) => {
      const file = data.get('file');
      if (file instanceof File && file.size > MANUAL_MAX_BYTES) throw new Error(MANUAL_SIZE_MESSAGE);
      return request<{ data: { id: number } }>('POST', '/manuals', { form: data });
    },
    onSuccess: () => {
      refresh();
      adding.close();
    },
  });
  const toggle = useMutation({
    mutationFn: (row: ManualRow) => send('PATCH', `/manuals/${row.id}`, { visible: !row.visible }),
    onSuccess: () => {
      refresh();
      toggling.close();
    },
  });
  const adding = useWriteDialog(upload);
  const toggling = useWriteDialog<ManualRow>(toggle);
  const row = toggling.subject;
  const prods = useQuery({
    queryKey: ['manuals', 'prods'],
    queryFn: () => getPage<AdminProdRow>('/catalogue/prods', { page: 1, per_page: 100 }),
    enabled: adding.dialog.open,
  });
  const columns: Column<ManualRow>[] = [
    { key: 'prod', header: '상품', value: (m) => m.prod_title, wrap: true },
    { key: 'title', header: '제목', value: (m) => m.title, wrap: true },
    {
      key: 'file',
      header: '파일',
      value: (m) => m.file?.name ?? '',
      render: (m) =>
        m.file ? (
          <a href={m.file.url} target="_blank" rel="noreferrer">
            {m.file.name} ({size(m.file.size)})
          </a>
        ) : (
          '없음'
        ),
    },
    { key: 'visible', header: '노출', value: (m) => (m.visible ? '노출' : '숨김') },
    dateColumn('created', '등록일', (m) => m.created_at),
  ];
  return (
    <ContentPage
      action={{
        label: '매뉴얼 올리기',
        onClick: () => adding.ask(),
      }}
    >
      <PagedQueryTable
        query={list}
        columns={columns}
        empty="올린 매뉴얼이 없습니다."
        csvName="매뉴얼"
        onRowClick={(m) => toggling.ask(m)}
      />
      <ConfirmDialog
        {...adding.dialog}
        title="매뉴얼 올리기"
        confirmLabel="올리기"
        onConfirm={(data) => upload.mutate(data)}
      >
        <Field label="상품">
          <select name="prod_id" required defaultValue="">
            <option value="" disabled>
              {prods.isPending ? '상품을 불러오는 중…' : '상품을 고르세요'}
            </option>
            <RowOptions rows={prods.data?.data} />
          </select>
        </Field>
        <Field label="제목">
          <input name="title" maxLength={200} required placeholder="예: 빠른 설치 안내서 (v2)" />
        </Field>
        <Field label="PDF 파일 (30MB 이하, 스크립트가 든 PDF는 올릴 수 없습니다)">
          <input type="file" name="file" accept="application/pdf,.pdf" required />
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        {...toggling.dialog}
        title={row?.visible ? '매뉴얼 숨기기' : '매뉴얼 다시 노출'}
        confirmLabel={row?.visible ? '숨기기' : '노출하기'}
        onConfirm={() => row && toggle.mutate(row)}
      >
        <p>
          {row?.visible
            ? `"${row?.title}"${josa.pick(row?.title ?? '', '을/를')} 다운로드 센터에서 숨깁니다. 파일은 남아 있어 다시 노출할 수 있습니다.`
            : `"${row?.title}"${josa.pick(row?.title ?? '', '을/를')} 다운로드 센터에 다시 노출합니다.`}
        </p>
      </ConfirmDialog>
    </ContentPage>
  );
}
