import { describe, expect, it, vi } from 'vitest';
import {
  answer,
  canGoNext,
  canGoPrevious,
  feedbackAnswers,
  initialWizardState,
  isSurveyAnswered,
  nextAction,
  pickupDateChoices,
  previousAction,
  wizardPickupChoices,
} from './wizard-steps';

const cats = [{ id: 1 }];

describe('cancel wizard steps', () => {
  it('keeps next disabled in step 1 until a reason is chosen', () => {
    expect(canGoNext(initialWizardState, cats)).toBe(false);
    expect(canGoPrevious(initialWizardState)).toBe(true);
    expect(isSurveyAnswered([], {})).toBe(false);
  });

  it('moves to step 2 when the survey is answered', () => {
    const next = answer(initialWizardState, cats, 1, 4);
    expect(next.step).toBe(2);
    expect(feedbackAnswers(cats, next.answers, 7).map((a) => a.feedback_id)).toEqual([4]);
    expect(canGoNext(next, cats)).toBe(true);
  });

  it('waits for every category before moving on', () => {
    const two = [{ id: 1 }, { id: 2 }];
    const once = answer(initialWizardState, two, 1, 4);
    expect(once.step).toBe(1);
    expect(canGoNext(once, two)).toBe(false);
    expect(answer(once, two, 2, 9).step).toBe(2);
  });

  it('changing the reason later keeps the step', () => {
    const atTwo = { ...initialWizardState, step: 2 as const, answers: { 1: 4 } };
    expect(answer(atTwo, cats, 1, 5)).toMatchObject({ step: 2, answers: { 1: 5 } });
  });

  it('keeps next disabled in step 2 without a reason, without what the review needs, and while sending', () => {
    expect(canGoNext({ ...initialWizardState, step: 2 }, cats)).toBe(false);
    const answered = { ...initialWizardState, step: 2 as const, answers: { 1: 4 } };
    expect(canGoNext(answered, cats, false)).toBe(false);
    expect(canGoNext(answered, cats, true)).toBe(true);
    expect(canGoNext({ ...answered, submitting: true }, cats, true)).toBe(false);
    expect(canGoPrevious({ ...answered, submitting: true })).toBe(false);
  });

  it('disables previous at step 3 and sends next there to the detail', () => {
    const done = { ...initialWizardState, step: 3 as const, answers: { 1: 4 } };
    expect(canGoPrevious(done)).toBe(false);
    expect(canGoNext(done, cats)).toBe(true);
    // Step 2's next only asks: the confirmation sheet's own button submits.
    expect([1, 2, 3].map((s) => nextAction(s as 1 | 2 | 3))).toEqual(['step2', 'confirm', 'detail']);
    expect([1, 2, 3].map((s) => previousAction(s as 1 | 2 | 3))).toEqual(['leave', 'step1', 'none']);
  });

  it('posts one feedbackUsers answer per chosen reason, about the rental', () => {
    const two = [{ id: 1 }, { id: 2 }];
    expect(feedbackAnswers(two, { 1: 4, 2: 9 }, 77)).toEqual([
      { feedback_id: 4, feedback_cat_id: 1, feedbackable_type: 960, feedbackable_id: 77 },
      { feedback_id: 9, feedback_cat_id: 2, feedbackable_type: 960, feedbackable_id: 77 },
    ]);
    expect(feedbackAnswers(two, { 2: 9 }, 77)).toEqual([
      { feedback_id: 9, feedback_cat_id: 2, feedbackable_type: 960, feedbackable_id: 77 },
    ]);
    expect(feedbackAnswers(two, {}, 77)).toEqual([]);
  });

  it("offers the working days of the server's pickup range", () => {
    // Wednesday 25 November … Tuesday 22 December 2026, as the server answers on a Sunday the 22nd.
    const choices = pickupDateChoices({ earliest: '2026-11-25', latest: '2026-12-22' });
    expect(choices[0]).toBe('2026-11-25');
    expect(choices).not.toContain('2026-11-28');
    expect(choices).not.toContain('2026-11-29');
    expect(choices.at(-1)).toBe('2026-12-22');
    // A public holiday neither (성탄절, Friday 25 December 2026).
    expect(pickupDateChoices({ earliest: '2026-12-24', latest: '2026-12-28' })).toEqual([
      '2026-12-24',
      '2026-12-28',
    ]);
    expect(pickupDateChoices(null)).toEqual([]);
  });

  it("takes the pickup days from the rental's answer, whatever the phone's date", () => {
    // The phone says a year earlier than the server (the QA case: a demo clock, a phone set wrong).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    try {
      const rental = {
        cancel_estimate: {
          type: 'cancel' as const,
          spot_out_at: '2027-12-06',
          spot_out_range: { earliest: '2027-12-06', latest: '2027-12-10' },
          penalty: 0,
          early_termination: 0,
          unpaid: 0,
          overdue_interest: 0,
          overdue_days: 0,
          default_interest: 0,
          install_pickup_fee: 0,
          total: 0,
          refund: 0,
          refund_card: null,
        },
      };
      expect(wizardPickupChoices(rental)).toEqual([
        '2027-12-06',
        '2027-12-07',
        '2027-12-08',
        '2027-12-09',
        '2027-12-10',
      ]);
      // Not loaded yet, or an order cancel (no pickup): nothing to choose.
      expect(wizardPickupChoices(undefined)).toEqual([]);
      expect(wizardPickupChoices({ cancel_estimate: null })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
