import { CARE_STATE } from '@shop/domain/codes/care-state';
import { formatDate } from '@shop/domain/format/date';
import { describe, expect, it } from 'vitest';
import { carePaidMessage, carePayWording, careView, careVisitDate, visitDateChoices } from './care-view';

const NOW = new Date('2026-11-22T03:00:00Z');
const view = (
  state: number,
  more: { state_title?: string; state_message?: string; spot_set_at?: string } = {},
) => careView({ state, state_title: '', state_message: '', spot_set_at: null, ...more }, NOW);

describe('AS detail view', () => {
  it('lets the customer withdraw only an UNSET request', () => {
    expect(view(CARE_STATE.UNSET)).toMatchObject({
      label: 'AS요청',
      message: '담당자가 곧 연락드릴 예정입니다.',
      action: 'cancel',
      visit: null,
    });
    expect(view(CARE_STATE.UNSET_ASSIGN).action).toBeNull();
  });

  it('shows the booked visit while assigned or visiting, 3 days ahead when none is booked', () => {
    expect(view(CARE_STATE.UNSET_ASSIGN, { spot_set_at: '2026-11-26T15:00:00.000Z' })).toMatchObject({
      label: '배정중',
      visit: { title: '방문 예정일', date: '2026년 11월 27일' },
    });
    expect(view(CARE_STATE.UNSET_SHIP).visit).toEqual({ title: '방문 예정일', date: '2026년 11월 25일' });
    expect(formatDate(careVisitDate(NOW))).toBe('2026-11-25');
    // Wednesday 2027-12-01: three days ahead is a Saturday, so the visit reads Monday.
    expect(formatDate(careVisitDate(new Date('2027-12-01T01:00:00Z')))).toBe('2027-12-06');
  });

  it('says the engineer is repairing on CHECK_ASSIGN', () => {
    expect(view(CARE_STATE.CHECK_ASSIGN).message).toBe('엔지니어가 제품을 점검하고 수리하고 있습니다.');
  });

  it('offers paying after a finished repair, then the visit day, then shows the day confirmed', () => {
    expect(view(CARE_STATE.CHECK_COMPLETE)).toMatchObject({ label: '수리완료', action: 'pay' });
    expect(view(CARE_STATE.CHECK_PAYMENT)).toMatchObject({ action: 'confirmVisit', visit: null });
    expect(view(CARE_STATE.SET, { spot_set_at: '2026-11-25T15:00:00.000Z' })).toMatchObject({
      action: null,
      visit: { title: '재설치 방문일', date: '2026년 11월 26일' },
    });
    expect(view(CARE_STATE.DONE, { spot_set_at: '2026-11-25T15:00:00.000Z' }).visit).toBeNull();
  });

  it('prefers the server label and message', () => {
    expect(view(CARE_STATE.DONE, { state_title: 'AS종료', state_message: '끝' })).toMatchObject({
      label: 'AS종료',
      message: '끝',
    });
    expect(view(CARE_STATE.SET).label).toBe('처리중');
  });

  it('labels the allowed visit days in Korean', () => {
    expect(visitDateChoices(['2026-11-25', '2026-11-30'])).toEqual([
      { value: '2026-11-25', label: '11월 25일', weekday: '수요일' },
      { value: '2026-11-30', label: '11월 30일', weekday: '월요일' },
    ]);
  });

  it('tells the customer the quote was paid, or that a free repair needed no payment', () => {
    expect(carePaidMessage(45000)).toBe('결제가 완료되었습니다.');
    expect(carePaidMessage(0)).toBe('무상 수리가 확인되었습니다.');
  });

  it('words the paying step of a 0원 quote as a free repair, a paid one as paying', () => {
    expect(carePayWording(45_000)).toEqual({
      open: '결제하고 배송일 선택하기',
      note: '수리 비용 (렌탈에 등록된 카드로 결제됩니다)',
    });
    expect(carePayWording(null)).toEqual(carePayWording(1));
    const free = carePayWording(0);
    expect(free).toEqual({
      open: '무상 수리 확인하고 배송일 선택하기',
      note: '수리 비용 (무상 수리로 결제되지 않습니다)',
    });
    expect(Object.values(free).join()).not.toMatch(/결제하고|결제됩니다/);
  });
});
