import { CARE_STATE } from '@shop/domain/codes/care-state';
import { formatDate } from '@shop/domain/format/date';
import { describe, expect, it } from 'vitest';
import { careView, careVisitDate } from './care-view';

const view = (state: number, state_title = '', state_message = '') =>
  careView({ state, state_title, state_message });

describe('AS detail view', () => {
  it('lets the customer withdraw only an UNSET request', () => {
    expect(view(CARE_STATE.UNSET)).toMatchObject({
      label: 'AS요청',
      message: '담당자가 곧 연락드릴 예정입니다.',
      action: 'cancel',
    });
    expect(view(CARE_STATE.UNSET_ASSIGN).action).toBeNull();
  });

  it('shows the visit 3 days ahead while assigned or visiting', () => {
    expect(view(CARE_STATE.UNSET_ASSIGN)).toMatchObject({ label: '배정중', showsVisitDate: true });
    expect(view(CARE_STATE.UNSET_SHIP)).toMatchObject({ label: '방문중', showsVisitDate: true });
    expect(formatDate(careVisitDate(new Date('2026-11-22T03:00:00Z')))).toBe('2026-11-25');
  });

  it('says the engineer is repairing on CHECK_ASSIGN', () => {
    expect(view(CARE_STATE.CHECK_ASSIGN).message).toBe('엔지니어가 제품을 점검하고 수리하고 있습니다.');
  });

  it('offers paying after a finished repair, then the visit confirmation', () => {
    expect(view(CARE_STATE.CHECK_COMPLETE)).toMatchObject({ label: '수리완료', action: 'pay' });
    expect(view(CARE_STATE.CHECK_PAYMENT).action).toBe('confirmVisit');
    expect(view(CARE_STATE.SET).action).toBeNull();
  });

  it('prefers the server label and message', () => {
    expect(view(CARE_STATE.DONE, 'AS종료', '끝')).toMatchObject({ label: 'AS종료', message: '끝' });
    expect(view(CARE_STATE.SET).label).toBe('처리중');
  });
});
