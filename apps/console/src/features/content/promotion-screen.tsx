import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROMOTION_CONTENT_MAX,
  PROMOTION_TITLE_MAX,
  type PromotionPreview,
  type PromotionResult,
  promotionFieldsSchema,
} from '@shop/domain/api/admin/content';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { send } from '../../shared/api';
import { dateTime } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field } from '../../shared/ui/field';
import { FormSubmit } from '../../shared/ui/form-submit';
import { useWriteDialog } from '../../shared/ui/use-write-dialog';
import { ContentPage } from './content-page';

type Fields = z.infer<typeof promotionFieldsSchema>;

const reach = (p: PromotionPreview) =>
  p.consenting === 0
    ? '광고 수신에 동의한 고객이 없어 보낼 곳이 없습니다.'
    : p.night
      ? `광고 수신에 동의한 고객 ${p.consenting.toLocaleString('ko-KR')}명. 지금은 야간(21시~8시)이라 야간 수신에도 동의한 ${p.night_consenting.toLocaleString('ko-KR')}명에게만 바로 보내고, 나머지는 ${dateTime(p.held_until)}에 보냅니다.`
      : `광고 수신에 동의한 고객 ${p.consenting.toLocaleString('ko-KR')}명에게 바로 보냅니다.`;

/**
 * 광고 메시지: a promotion to every customer who agreed to advertising, by SMS (or e-mail without a phone
 * number). It is previewed as customers get it — (광고) first, the opt-out line last — and confirmed before
 * it goes; the same send goes once however often it is clicked.
 */
export function PromotionScreen() {
  const [campaignId, setCampaignId] = useState(() => crypto.randomUUID());
  const form = useForm<Fields>({
    resolver: zodResolver(promotionFieldsSchema),
    defaultValues: { title: '', content: '' },
  });
  const preview = useMutation({
    mutationFn: (fields: Fields) => send<PromotionPreview>('POST', '/promotions/preview', fields),
  });
  const sendIt = useMutation({
    mutationFn: (fields: Fields) =>
      send<PromotionResult>('POST', '/promotions', { ...fields, campaign_id: campaignId }),
    onSuccess: () => {
      confirming.close();
      setCampaignId(crypto.randomUUID());
      form.reset();
      preview.reset();
    },
  });
  const confirming = useWriteDialog(sendIt);
  const { errors } = form.formState;
  const shown = preview.data;
  return (
    <ContentPage>
      {sendIt.data && (
        <p className="notice" role="status">
          {sendIt.data.queued.toLocaleString('ko-KR')}명에게 광고 메시지를 보냈습니다
          {sendIt.data.held > 0 && ` (${sendIt.data.held.toLocaleString('ko-KR')}명은 오전 8시에 발송)`}.
        </p>
      )}
      <form
        className="stack"
        noValidate
        onSubmit={form.handleSubmit((fields) => {
          sendIt.reset();
          preview.mutate(fields);
        })}
      >
        <Field label={`제목 (${PROMOTION_TITLE_MAX}자 이내)`} error={errors.title?.message}>
          <input
            maxLength={PROMOTION_TITLE_MAX}
            {...form.register('title', { onChange: () => preview.reset() })}
          />
        </Field>
        <Field
          label={`내용 (${PROMOTION_CONTENT_MAX.toLocaleString('ko-KR')}자 이내)`}
          error={errors.content?.message}
          hint="앞에 (광고)와 상호, 끝에 무료 수신거부 방법이 자동으로 붙습니다."
        >
          <textarea
            rows={6}
            maxLength={PROMOTION_CONTENT_MAX}
            {...form.register('content', { onChange: () => preview.reset() })}
          />
        </Field>
        <FormSubmit mutation={preview} label="미리 보기" pendingLabel="확인 중…" />
      </form>
      {shown && (
        <section aria-label="미리 보기" className="stack">
          <h2>미리 보기</h2>
          <p>{reach(shown)}</p>
          <pre className="card message-preview">
            {shown.title}
            {'\n\n'}
            {shown.content}
          </pre>
          <button
            type="button"
            className="button button--primary"
            disabled={shown.consenting === 0}
            onClick={() => confirming.ask()}
          >
            보내기
          </button>
        </section>
      )}
      <ConfirmDialog
        {...confirming.dialog}
        title="광고 메시지 보내기"
        confirmLabel="보내기"
        onConfirm={() => void form.handleSubmit((fields) => sendIt.mutate(fields))()}
      >
        <p>{shown && reach(shown)}</p>
        <p>보낸 메시지는 되돌릴 수 없습니다.</p>
      </ConfirmDialog>
    </ContentPage>
  );
}
