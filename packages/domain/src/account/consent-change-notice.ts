import { formatDateKo } from '../format/date';
import type { DateInput } from '../format/seoul-time';
import { SHOP_NAME } from '../notifications/render-message';

export type ConsentKind = 'agree-ad' | 'agree-night';

const SUBJECT: Record<ConsentKind, string> = {
  'agree-ad': '광고성 정보 수신',
  'agree-night': '야간(21:00~08:00) 광고성 정보 수신',
};

/**
 * What the customer is told when a receiving consent changes: 정보통신망법 §50(8) requires the shop to say
 * who, when and what was agreed or withdrawn.
 */
export function consentChangeNotice(kind: ConsentKind, agreed: boolean, at: DateInput): string {
  const act = agreed ? '동의' : '동의 철회';
  return `${formatDateKo(at)} ${SHOP_NAME} ${SUBJECT[kind]} ${act}가 처리되었습니다.`;
}
