import type { ProdOrderer, Subsc } from '@shop/domain/api/subscs-read';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { describe, expect, it } from 'vitest';
import {
  cardChangeable,
  cardLabel,
  detailView,
  firstColour,
  invoiceLabel,
  overdueView,
  productLines,
  recordedPenalty,
} from './detail-view';

const base = {
  state: SUBSC_STATE.ENABLE,
  state_req: SUBSC_STATE_REQ.SET_COMPLETE,
  record_subscs_unpaid_ctr: 0,
  record_subscs_unpaid: [],
  record_subscs_ctr: 6,
  duration: 24,
  cares_enable: [],
} as unknown as Subsc;

const po = (id: number, extra: Partial<ProdOrderer> = {}): ProdOrderer =>
  ({
    id,
    orderer_id: 1,
    orderer_type: 960,
    parent_id: null,
    options: {},
    ctr: 1,
    prod: { id, title: `상품${id}`, type_conn: 200, type: 100, atts: [] },
    prod_orderer_prod_opts: [],
    prodStock: null,
    duration: 24,
    costDuration: 0,
    children: [],
    ...extra,
  }) as ProdOrderer;

describe('rental detail view', () => {
  it('shows the termination and AS actions of a running, installed rental', () => {
    const view = detailView(base);
    expect(view).toMatchObject({
      overdue: false,
      highlighted: false,
      canTerminate: true,
      canCancelOrder: false,
      canRequestCare: true,
      contractAvailable: true,
    });
  });

  it('swaps in the overdue section and highlights with an unpaid round', () => {
    const view = detailView({ ...base, record_subscs_unpaid_ctr: 1 });
    expect(view.overdue).toBe(true);
    expect(view.highlighted).toBe(true);
  });

  it('shows the penalty-being-calculated view while a cancel is in progress, and highlights CANCEL', () => {
    const view = detailView({ ...base, state_req: SUBSC_STATE_REQ.CANCEL });
    expect(view.cancelInProgress).toBe(true);
    expect(view.highlighted).toBe(true);
    expect(view.canTerminate).toBe(false);
    expect(view.canRequestCare).toBe(false);
  });

  it('offers the order cancel before installation and says the contract has not started', () => {
    const view = detailView({
      ...base,
      state: SUBSC_STATE.INIT_APPLY,
      state_req: SUBSC_STATE_REQ.SET_ASSIGN,
    });
    expect(view.canCancelOrder).toBe(true);
    expect(view.contractAvailable).toBe(false);
  });

  it('shows the final termination and collection sections for CANCEL_COLLECT', () => {
    const view = detailView({
      ...base,
      state: SUBSC_STATE.CANCEL_COLLECT,
      state_req: SUBSC_STATE_REQ.TERMINATE,
    });
    expect(view.finalTermination).toBe(true);
    expect(view.collection).toBe(true);
    expect(detailView({ ...base, state: SUBSC_STATE.CANCEL }).collection).toBe(false);
  });

  it('hides AS while another request is open', () => {
    expect(detailView({ ...base, cares_enable: [{ id: 1, state: 200, title: '' }] }).canRequestCare).toBe(
      false,
    );
  });

  it('writes the invoice round over the term’s months, the same round as the list label', () => {
    // Six paid of 24: the list reads 7회차, the invoice 7/24회차 (never 6/25회).
    expect(invoiceLabel({ state: SUBSC_STATE.ENABLE, record_subscs_ctr: 6, duration: 24 })).toBe('7/24회차');
    expect(invoiceLabel({ state: SUBSC_STATE.ENABLE, record_subscs_ctr: 48, duration: 48 })).toBe(
      '48/48회차',
    );
    expect(invoiceLabel({ state: SUBSC_STATE.CANCEL, record_subscs_ctr: 6, duration: 48 })).toBe('6/48회차');
  });

  it('offers the card change only while the rental is billed or still owes something', () => {
    expect(cardChangeable(base)).toBe(true);
    expect(cardChangeable({ state: SUBSC_STATE.CANCEL, record_subscs_unpaid_ctr: 0 })).toBe(false);
    expect(cardChangeable({ state: SUBSC_STATE.TERMINATE, record_subscs_unpaid_ctr: 0 })).toBe(false);
    expect(cardChangeable({ state: SUBSC_STATE.CANCEL, record_subscs_unpaid_ctr: 1 })).toBe(true);
  });

  it('names the card by its issuer code', () => {
    expect(cardLabel({ cardCode: '14', cardNumber: '5365-****-****-1234' })).toBe(
      '신한카드 5365-****-****-1234',
    );
    expect(cardLabel(null)).toBeNull();
  });

  it('lists top-level products with colour and parts', () => {
    const colour = { id: 1, prod_opt: { id: 1, type: 100, title: '월넛', val: null } };
    const pkg = po(1, {
      prod: { id: 1, title: '세트', type_conn: 100, type: 100, atts: [] },
      children: [po(2, { parent_id: 1, prod_orderer_prod_opts: [colour] })],
    });
    const lines = productLines([pkg, po(2, { parent_id: 1 })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ title: '세트', isPackage: true, colour: null });
    expect(lines[0]!.children[0]).toMatchObject({ title: '상품2', colour: '월넛' });
    expect(firstColour([pkg])).toBe('월넛');
  });

  it('leaves a paid add-on with its own unit to the add-on list, not among the parts', () => {
    const turntable = po(1, { children: [po(9, { parent_id: 1 })] });
    expect(productLines([turntable])[0]!.children.map((c) => c.prodId)).toEqual([9]);
    expect(productLines([turntable], [{ prod_id: 9 }])[0]!.children).toEqual([]);
    expect(productLines([turntable], [{ prod_id: 8 }])[0]!.children).toHaveLength(1);
  });

  it('sums the overdue rounds with 1% interest and shows the days the server counted', () => {
    const view = overdueView({
      record_subscs_unpaid: [
        {
          id: 1,
          kind: 'round',
          round: 9,
          cost: 25900,
          due_at: '2026-11-17T01:00:00.000Z',
          content: [{ cost: 25900, created_at: '2026-11-17T01:00:00.000Z' }],
        },
        {
          id: 2,
          kind: 'penalty',
          round: 0,
          cost: 40000,
          due_at: '2026-11-20T01:00:00.000Z',
          content: [{ cost: 40000, created_at: '2026-11-20T01:00:00.000Z' }],
        },
      ],
      // The server's count on its clock; the device's date plays no part.
      record_subscs_unpaid_days: 5,
    });
    // What the retry charges: 65,900 + 659 (1 %).
    expect(view).toMatchObject({ total: 65900, interest: 659, toPay: 66559, days: 5 });
    expect(view.rows).toEqual([
      { id: 1, label: '9회차', cost: 25900, dueAt: '2026-11-17T01:00:00.000Z', round: 9 },
      { id: 2, label: '해지 위약금', cost: 40000, dueAt: '2026-11-20T01:00:00.000Z', round: 0 },
    ]);
  });

  it('names an unpaid loss charge 분실 변상금 in the overdue section, not 위약금', () => {
    const view = overdueView({
      record_subscs_unpaid: [
        {
          id: 3,
          kind: 'loss',
          round: 0,
          cost: 150000,
          due_at: '2026-11-20T01:00:00.000Z',
          content: [{ cost: 150000, created_at: '2026-11-20T01:00:00.000Z' }],
        },
      ],
      record_subscs_unpaid_days: 2,
    });
    expect(view.rows).toEqual([
      { id: 3, label: '분실 변상금', cost: 150000, dueAt: '2026-11-20T01:00:00.000Z', round: 0 },
    ]);
  });

  it('reads the penalty a termination recorded', () => {
    const { ENABLE, CANCEL, CANCEL_LOSS } = SUBSC_STATE;
    expect(recordedPenalty({ total: 59878, at: '2026-11-22' }, ENABLE)).toBe(59878);
    // Completed: the penalty charged for the actual pickup day, not the request's estimate.
    expect(
      recordedPenalty({ total: 45461, at: '2026-05-20', penalty: 44414, completed_at: '2026-06-09' }, CANCEL),
    ).toBe(44414);
    expect(recordedPenalty({ refund: 'done' }, CANCEL)).toBeNull();
    expect(recordedPenalty(null, CANCEL)).toBeNull();
    // Lost while its termination was asked: the request's estimate is no penalty owed.
    expect(recordedPenalty({ total: 59878, at: '2026-11-22' }, CANCEL_LOSS)).toBeNull();
  });
});
