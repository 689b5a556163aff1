import type { CareDetail } from '@shop/domain/api/admin/cares';
import type { CareTransitionName } from '@shop/domain/care/care-machine';
import { careFirstVisitDate } from '@shop/domain/care/care-visit-date';
import { date, seoulDayOf, won } from '../../shared/format';

/** What each staff move means for the customer, said in its confirmation before it is made. */
export function careMoveHint(name: string, care: CareDetail, now = new Date()): string {
  const hints: Partial<Record<CareTransitionName, string>> = {
    withdraw: '고객의 AS 요청을 철회합니다. 되돌릴 수 없습니다.',
    assignVisit: `방문 예정일이 ${careFirstVisitDate(now).replaceAll('-', '.')}로 잡히고 고객 화면에 표시됩니다.`,
    startVisit: '기사가 고객에게 방문을 출발합니다.',
    completeVisit:
      '방문 점검을 마칩니다. 현장에서 해결했다면 다음에 AS 종료를, 수리가 필요하면 수리 접수를 합니다.',
    takeForRepair: '제품을 회수해 수리를 접수합니다.',
    startRepair: '수리를 시작합니다. 수리 중에 견적을 작성합니다.',
    completeRepair: care.quote
      ? `고객에게 견적 ${won(care.quote.amount)}이 안내되고, 고객이 앱에서 렌탈의 결제 카드로 결제합니다.${care.quote.amount === 0 ? ' (무상 수리: 결제 없이 진행)' : ''}`
      : '견적을 먼저 저장해 주세요.',
    assignReinstall: `고객이 확정한 재설치 방문일 ${date(care.spot_set_at)}에 맞춰 기사를 배정합니다.`,
    shipReinstall: '재설치를 위해 제품 배송을 출발합니다.',
    completeReinstall: '재설치를 마칩니다.',
    close: 'AS를 종료합니다. 고객 화면에 AS종료로 표시됩니다.',
  };
  const hint = hints[name as CareTransitionName] ?? '';
  const early = ON_THE_BOOKED_DAY.includes(name) ? earlyWarning(care.spot_set_at, now) : '';
  return early ? `${hint} ${early}` : hint;
}

/** Moves done at the customer's on the booked day: made before it, they are worth a second look. */
const ON_THE_BOOKED_DAY: readonly string[] = ['startVisit', 'completeVisit', 'completeReinstall'];

function earlyWarning(bookedAt: string | null, now: Date): string {
  if (!bookedAt || seoulDayOf(now) >= seoulDayOf(bookedAt)) return '';
  return `방문 예정일(${date(bookedAt)}) 전입니다. 일정이 앞당겨졌는지 고객과 확인한 뒤 진행해 주세요.`;
}
