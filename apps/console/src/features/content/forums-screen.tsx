import type { ForumRow } from '@shop/domain/api/admin/content';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { send } from '../../shared/api';
import { listPageQuery } from '../../shared/list-page-query';
import { pageParam } from '../../shared/page-param';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { Column } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { dateColumn } from '../../shared/ui/format-columns';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { TabBar } from '../../shared/ui/tab-bar';
import { useRowDialog } from '../../shared/ui/use-dialog';
import { ContentPage } from './content-page';

const TYPES = [
  { type: FORUM_TYPE.FAQ, label: '자주 묻는 질문' },
  { type: FORUM_TYPE.NOTICE, label: '공지사항' },
];

/** FAQ and notices: write, edit, show or hide; the storefront reads the same rows. */
export function ForumsScreen() {
  const [params, setParams] = useSearchParams();
  const type =
    Number(params.get('type') ?? FORUM_TYPE.FAQ) === FORUM_TYPE.NOTICE ? FORUM_TYPE.NOTICE : FORUM_TYPE.FAQ;
  const page = pageParam(params);
  const queryClient = useQueryClient();
  const editing = useRowDialog<ForumRow>();
  const list = useQuery(listPageQuery<ForumRow>(['forums', type, page], '/forums', { type, page }));
  const save = useMutation({
    mutationFn: (data: FormData) => {
      const body = {
        title: String(data.get('title') ?? '').trim(),
        content: String(data.get('content') ?? '').trim(),
        visible: data.get('visible') === 'on',
        sort: Number(data.get('sort') ?? 0) || 0,
      };
      return editing.row === null
        ? send('POST', '/forums', { ...body, type })
        : send('PATCH', `/forums/${editing.row.id}`, body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['forums'] });
      editing.close();
    },
  });
  const columns: Column<ForumRow>[] = [
    { key: 'title', header: '제목', value: (f) => f.title },
    { key: 'visible', header: '노출', value: (f) => (f.visible ? '노출' : '숨김') },
    ...(type === FORUM_TYPE.FAQ
      ? [{ key: 'sort', header: '순서', value: (f: ForumRow) => f.sort, align: 'end' as const }]
      : []),
    dateColumn('created', '작성일', (f) => f.created_at),
  ];
  const current = editing.row;
  return (
    <ContentPage
      action={{
        label: '새 글 쓰기',
        onClick: () => {
          save.reset();
          editing.add();
        },
      }}
    >
      <TabBar
        label="게시판"
        tabs={TYPES.map((t) => ({ key: t.type, label: t.label }))}
        current={type}
        onChoose={(key) => setParams({ type: String(key) })}
      />
      <PagedQueryTable
        query={list}
        columns={columns}
        empty="글이 없습니다."
        onRowClick={(f) => {
          save.reset();
          editing.edit(f);
        }}
      />
      <ConfirmDialog
        {...editing.dialog}
        title={current ? '글 수정' : '새 글'}
        confirmLabel="저장"
        mutation={save}
        onConfirm={(data) => save.mutate(data)}
      >
        <Field label="제목">
          <input name="title" maxLength={200} defaultValue={current?.title ?? ''} required />
        </Field>
        <Field label="내용 (HTML 가능, 스크립트는 저장되지 않습니다)">
          <textarea
            name="content"
            rows={10}
            maxLength={20000}
            defaultValue={current?.content ?? ''}
            required
          />
        </Field>
        {type === FORUM_TYPE.FAQ && (
          <Field label="순서">
            <input type="number" name="sort" min={0} max={9999} defaultValue={current?.sort ?? 0} />
          </Field>
        )}
        <label>
          <input type="checkbox" name="visible" defaultChecked={current?.visible ?? true} /> 쇼핑몰에 노출
        </label>
      </ConfirmDialog>
    </ContentPage>
  );
}
