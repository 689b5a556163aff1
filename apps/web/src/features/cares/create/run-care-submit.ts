import type { Care } from '@shop/domain/api/cares';
import type { Doc } from '@shop/domain/api/docs';
import { CARE_CREATED_MESSAGE } from '@shop/domain/care/care-rules';
import { type CareItem, careConfirmables, careCreateBody, uploadsFor } from './care-form';

export const CONSENT_RECORD_FAILED = '약관 동의를 기록하지 못했습니다.';
export const CARE_CREATE_FAILED = 'AS 신청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';

export type CareSubmitDeps = {
  postCares: (body: ReturnType<typeof careCreateBody>) => Promise<Care[]>;
  postAtt: (careId: number, file: File) => Promise<unknown>;
  postDocConfirmables: (items: ReturnType<typeof careConfirmables>) => Promise<unknown>;
  /** The app's own alert (shared/ui/dialog); the flow goes on once the customer closes it. */
  alert: (message: string) => Promise<void> | void;
  log: (message: string, error: unknown) => void;
  /** The server's own message for a refused create, when it has one. */
  messageOf: (error: unknown) => string | null;
};

export type CareSubmitInput = {
  items: readonly CareItem[];
  spotId: number;
  docs: readonly Doc[];
  userId: number;
};

/**
 * POST cares → POST atts per file (failures only logged) → POST docConfirmables per care (a failure alerts
 * 약관 동의를 기록하지 못했습니다. and the flow goes on) → 'A/S 신청이 완료되었습니다.'. True when created.
 */
export async function runCareSubmit(deps: CareSubmitDeps, input: CareSubmitInput): Promise<boolean> {
  let created: Care[];
  try {
    created = await deps.postCares(careCreateBody(input.items, input.spotId));
  } catch (error) {
    await deps.alert(deps.messageOf(error) ?? CARE_CREATE_FAILED);
    return false;
  }
  for (const upload of uploadsFor(created, input.items)) {
    try {
      await deps.postAtt(upload.careId, upload.file);
    } catch (error) {
      deps.log(`AS ${upload.careId} 첨부 파일을 올리지 못했습니다.`, error);
    }
  }
  for (const care of created) {
    try {
      await deps.postDocConfirmables(careConfirmables(care.id, input.docs, input.userId));
    } catch {
      await deps.alert(CONSENT_RECORD_FAILED);
    }
  }
  await deps.alert(CARE_CREATED_MESSAGE);
  return true;
}
