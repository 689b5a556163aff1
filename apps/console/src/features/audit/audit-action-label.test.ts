import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-action-label';

describe('audit actions as staff read them', () => {
  it('names a rental’s or an AS request’s move by its button', () => {
    expect(auditActionLabel('rental.completeInstall')).toBe('렌탈 · 설치 완료');
    expect(auditActionLabel('care.assignVisit')).toBe('AS · 방문 기사 배정');
  });

  it('names any other write by what it touched and did', () => {
    expect(auditActionLabel('prod.update')).toBe('상품 수정');
    expect(auditActionLabel('payment.refund')).toBe('결제 환불');
    expect(auditActionLabel('staff.resetPassword')).toBe('직원 비밀번호 초기화');
    expect(auditActionLabel('login')).toBe('로그인');
  });

  it('keeps the code of an action it does not know, or a move that is not one', () => {
    expect(auditActionLabel('rental.teleport')).toBe('rental.teleport');
    expect(auditActionLabel('rental.toString')).toBe('rental.toString');
    expect(auditActionLabel('warehouse.move')).toBe('warehouse.move');
  });
});
