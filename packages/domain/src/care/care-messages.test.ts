import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import { renderMessage } from '../notifications/render-message';
import { careMessageVariables, careStaffMoveMessage } from './care-messages';

const site = { publicUrl: 'https://soridam.kr', optOut: '무료수신거부 080-000-0000' };
const about = { product: '오렐 턴테이블 TT-1', careId: 2 };
const render = (message: Parameters<typeof careMessageVariables>[0]) => {
  const { kind, variables } = careMessageVariables(message, about);
  return { kind, ...renderMessage(kind, variables, site) };
};
const C = CARE_STATE;
const none = { visitDate: null, quoteAmount: null };

describe('AS messages', () => {
  it('names the product once, then the request by its number', () => {
    const out = render({ kind: 'careUpdate', state: C.CHECK_ASSIGN });
    expect(out.body).toBe('오렐 턴테이블 TT-1 A/S 신청(접수번호 2)이 [수리중] 단계로 바뀌었습니다.');
    expect(out.button).toEqual({ name: 'A/S 확인하기', url: 'https://soridam.kr/customer_v2/cares/2' });
    expect(careMessageVariables({ kind: 'careUpdate', state: C.DONE }, { product: '', careId: 3 })).toEqual({
      kind: 'careUpdate',
      variables: { 상품명: '제품', 접수번호: '3', 단계: 'AS종료' },
    });
    expect(careMessageVariables({ kind: 'careUpdate', state: 999 }, about).variables.단계).toBe('');
  });

  it('tells the first visit day and the reinstall day the customer confirmed', () => {
    expect(render({ kind: 'careVisit', visitDate: '2027-12-06' }).body).toBe(
      '오렐 턴테이블 TT-1 A/S 신청(접수번호 2)의 기사 방문 예정일은 2027-12-06입니다. 방문 전에 기사가 연락드립니다.',
    );
    const confirmed = render({ kind: 'careVisitConfirmed', visitDate: '2027-12-08' });
    expect(confirmed).toMatchObject({
      kind: 'careVisitConfirmed',
      title: '[소리담] A/S 재설치 방문일 확정 안내',
      body: '오렐 턴테이블 TT-1 A/S 신청(접수번호 2)의 재설치 방문일이 2027-12-08로 확정되었습니다. 방문 전에 기사가 연락드립니다.',
    });
    expect(confirmed.button).toEqual({ name: 'A/S 확인하기', url: 'https://soridam.kr/customer_v2/cares/2' });
  });

  it('states the amount due when the repair is finished, and a 0원 quote as a free repair', () => {
    const due = render({ kind: 'careRepaired', amount: 100_000 });
    expect(due).toMatchObject({ kind: 'careRepaired', title: '[소리담] A/S 수리 완료 안내' });
    expect(due.body).toBe(
      '오렐 턴테이블 TT-1 A/S 신청(접수번호 2)의 수리가 끝났습니다. 수리 비용은 100,000원입니다. 앱에서 결제하신 뒤 재설치 방문일을 선택해 주세요.',
    );
    const free = render({ kind: 'careRepaired', amount: 0 });
    expect(free.kind).toBe('careRepairedFree');
    expect(free.body).toContain('무상 수리로 결제하실 비용은 없습니다.');
    expect(free.body).not.toMatch(/\d+원/);
    expect(render({ kind: 'careRepaired', amount: 1 }).kind).toBe('careRepaired');
  });

  it('confirms the repair charge with its amount and Seoul day', () => {
    const paid = render({ kind: 'carePaid', amount: 100_000, paidAt: new Date('2027-12-01T16:00:00Z') });
    expect(paid).toMatchObject({
      kind: 'carePaid',
      title: '[소리담] A/S 수리 비용 결제 완료',
      body: '오렐 턴테이블 TT-1 A/S 신청(접수번호 2)의 수리 비용 100,000원이 2027-12-02에 결제되었습니다. 앱에서 재설치 방문일을 선택해 주세요.',
    });
  });

  it('sends one message per step the customer sees: 수리 접수 and 수리 시작 are one 수리중', () => {
    expect(careStaffMoveMessage(C.UNSET_COMPLETE, C.CHECK_ASSIGN, none)).toEqual({
      kind: 'careUpdate',
      state: C.CHECK_ASSIGN,
    });
    expect(careStaffMoveMessage(C.CHECK_ASSIGN, C.CHECK, none)).toBeNull();
    expect(careStaffMoveMessage(C.UNSET_SHIP, C.UNSET_COMPLETE, none)).toEqual({
      kind: 'careUpdate',
      state: C.UNSET_COMPLETE,
    });
    // A state the documents leave unnamed has no step to tell.
    expect(careStaffMoveMessage(C.CHECK_COMPLETE, C.CHECK_PAYMENT, none)).toBeNull();
  });

  it('books the visit with its day, and finishes the repair with the quote', () => {
    expect(
      careStaffMoveMessage(C.UNSET, C.UNSET_ASSIGN, { visitDate: '2027-12-06', quoteAmount: null }),
    ).toEqual({ kind: 'careVisit', visitDate: '2027-12-06' });
    expect(careStaffMoveMessage(C.CHECK, C.CHECK_COMPLETE, { visitDate: null, quoteAmount: 0 })).toEqual({
      kind: 'careRepaired',
      amount: 0,
    });
    expect(careStaffMoveMessage(C.CHECK, C.CHECK_COMPLETE, none)).toEqual({
      kind: 'careUpdate',
      state: C.CHECK_COMPLETE,
    });
    expect(careStaffMoveMessage(C.SET_SHIP, C.SET_COMPLETE, { visitDate: null, quoteAmount: 5 })).toEqual({
      kind: 'careUpdate',
      state: C.SET_COMPLETE,
    });
  });
});
