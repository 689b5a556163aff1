import { describe, expect, it } from 'vitest';
import {
  draftKey,
  parseDraft,
  reconcileAnswers,
  restoredPickupDate,
  serializeDraft,
  stateFromDraft,
  type WizardDraft,
} from './wizard-draft';

const cats = [
  {
    id: 1,
    title: '해지 사유',
    feedbacks: [
      { id: 4, title: '이사를 가요', feedback_cat_id: 1 },
      { id: 5, title: '렌탈료가 부담돼요', feedback_cat_id: 1 },
    ],
  },
];

const draft: WizardDraft = { step: 2, answers: { 1: 4 }, pickupDate: '2026-11-25', spotId: 12 };

describe('cancel wizard draft', () => {
  it('is kept per wizard and rental', () => {
    expect(draftKey('cancel', 7)).toBe('rentalWizard:cancel:7');
    expect(draftKey('init-cancel', 7)).not.toBe(draftKey('cancel', 7));
  });

  it('reads back what was written', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
    expect(stateFromDraft(parseDraft(serializeDraft(draft)))).toEqual({
      step: 2,
      answers: { 1: 4 },
      submitting: false,
    });
  });

  it('starts at step 1 without a draft, and ignores one that cannot be read', () => {
    expect(stateFromDraft(null)).toEqual({ step: 1, answers: {}, submitting: false });
    for (const raw of [null, '', '{', '[]', 'null', '"x"', '{"step":3,"answers":{}}', '{"step":2}']) {
      expect(parseDraft(raw)).toBeNull();
    }
    expect(parseDraft('{"step":2,"answers":[4]}')).toBeNull();
  });

  it('drops the parts of a draft that are not of the right shape', () => {
    const raw = JSON.stringify({
      step: 1,
      answers: { 1: 4, x: 5, 2: 'a', 3: -1 },
      pickupDate: '25 Nov',
      spotId: 'home',
    });
    expect(parseDraft(raw)).toEqual({ step: 1, answers: { 1: 4 }, pickupDate: null, spotId: null });
  });

  it('keeps only answers still offered; a review without them goes back to the survey', () => {
    const state = stateFromDraft(draft);
    expect(reconcileAnswers(state, cats)).toEqual(state);
    expect(reconcileAnswers({ ...state, answers: { 1: 99 } }, cats)).toEqual({
      step: 1,
      answers: {},
      submitting: false,
    });
    expect(reconcileAnswers({ ...state, answers: { 1: 4, 8: 3 } }, cats).answers).toEqual({ 1: 4 });
    // The result step is never sent back.
    expect(reconcileAnswers({ ...state, step: 3, answers: {} }, cats).step).toBe(3);
  });

  it('restores the pickup date while it can still be chosen', () => {
    expect(restoredPickupDate(draft, ['2026-11-24', '2026-11-25'])).toBe('2026-11-25');
    expect(restoredPickupDate(draft, ['2026-11-26', '2026-11-27'])).toBe('2026-11-26');
    expect(restoredPickupDate(null, ['2026-11-26'])).toBe('2026-11-26');
    expect(restoredPickupDate(null, [])).toBe('');
  });
});
