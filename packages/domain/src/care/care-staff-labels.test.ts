import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import { careStaffLabel } from './care-staff-labels';

describe('AS labels for staff', () => {
  it('names every AS state, the two the documents leave unnamed included', () => {
    for (const state of Object.values(CARE_STATE)) expect(careStaffLabel(state)).toMatch(/[가-힣]/);
    expect(careStaffLabel(CARE_STATE.CHECK_PAYMENT)).toBe('결제완료 · 방문일 확정 대기');
    expect(careStaffLabel(CARE_STATE.SET)).toBe('방문일 확정');
    expect(careStaffLabel(CARE_STATE.CHECK)).toBe('수리중 · 수리 진행');
    expect(careStaffLabel(CARE_STATE.CHECK_ASSIGN)).toBe('수리중 · 수리 접수');
    expect(careStaffLabel(CARE_STATE.DONE)).toBe('AS종료');
  });

  it('tells every state apart: no two states share a label', () => {
    const labels = Object.values(CARE_STATE).map(careStaffLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows an unknown state by its number rather than nothing', () => {
    expect(careStaffLabel(999)).toBe('999');
  });
});
