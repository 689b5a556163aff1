import type { FeedbackCat, FeedbackUserCreate } from '@shop/domain/api/feedback';
import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { isWorkingDay, seoulDay } from '@shop/domain/format/seoul-day';
import { inSeoul } from '@shop/domain/format/seoul-time';
import { type PickupDateRange, seoulDate } from '@shop/domain/rental/pickup-date';
import { addDays, format } from 'date-fns';

/**
 * The step rules of both cancel wizards (rental-lifecycle.md 2, Cancel wizards): 3 steps, 취소 (previous)
 * and 다음 (next); next is disabled in steps 1 and 2 until the survey is answered; previous is disabled at
 * step 3; answering the survey moves on to step 2; next in step 2 submits, after the customer confirmed
 * what will happen in a sheet (issue 12); next in step 3 leaves for the rental's detail.
 */
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3];

/** One chosen feedback id per feedback category. */
export type SurveyAnswers = Readonly<Record<number, number>>;

export type WizardState = {
  step: WizardStep;
  answers: SurveyAnswers;
  submitting: boolean;
};

export const initialWizardState: WizardState = { step: 1, answers: {}, submitting: false };

/** Every category of the survey has a chosen reason. */
export function isSurveyAnswered(cats: readonly Pick<FeedbackCat, 'id'>[], answers: SurveyAnswers): boolean {
  return cats.length > 0 && cats.every((cat) => answers[cat.id] !== undefined);
}

/** One POST feedbackUsers per chosen reason (rental-lifecycle.md 7), each about the rental. */
export function feedbackAnswers(
  cats: readonly Pick<FeedbackCat, 'id'>[],
  answers: SurveyAnswers,
  subscId: number,
): FeedbackUserCreate[] {
  return cats.flatMap((cat) =>
    answers[cat.id] === undefined
      ? []
      : [
          {
            feedback_id: answers[cat.id]!,
            feedback_cat_id: cat.id,
            feedbackable_type: MORPH_TYPE.SUBSC,
            feedbackable_id: subscId,
          },
        ],
  );
}

/** Choosing a reason; the step finishing the survey moves on to step 2. */
export function answer(
  state: WizardState,
  cats: readonly Pick<FeedbackCat, 'id'>[],
  catId: number,
  feedbackId: number,
): WizardState {
  const answers = { ...state.answers, [catId]: feedbackId };
  const step = state.step === 1 && isSurveyAnswered(cats, answers) ? 2 : state.step;
  return { ...state, answers, step };
}

/** `ready` is what step 2 needs besides the reason (the termination: an address and a pickup date). */
export function canGoNext(
  state: WizardState,
  cats: readonly Pick<FeedbackCat, 'id'>[],
  ready = true,
): boolean {
  if (state.submitting) return false;
  if (state.step === 3) return true;
  if (!isSurveyAnswered(cats, state.answers)) return false;
  return state.step === 1 || ready;
}

export function canGoPrevious(state: WizardState): boolean {
  return state.step !== 3 && !state.submitting;
}

/** Step 2's next opens the confirmation sheet; only its confirm button submits. */
export type NextAction = 'step2' | 'confirm' | 'detail';
export type PreviousAction = 'leave' | 'step1' | 'none';

export function nextAction(step: WizardStep): NextAction {
  return step === 1 ? 'step2' : step === 2 ? 'confirm' : 'detail';
}

/** 취소 on step 1 leaves the wizard (back to where it was opened from). */
export function previousAction(step: WizardStep): PreviousAction {
  return step === 1 ? 'leave' : step === 2 ? 'step1' : 'none';
}

/**
 * The pickup dates to choose from: every working day of the range the server decided on its clock (the
 * estimate's `spot_out_range`, what PUT subscs/{id}/cancel accepts); none until it is known. The device's
 * date plays no part: a phone set to the wrong day would offer days the server refuses.
 */
export function pickupDateChoices(range: PickupDateRange | null | undefined): string[] {
  const first = range ? seoulDate(range.earliest) : null;
  if (!range || !first) return [];
  const days: string[] = [];
  for (let day = first; ; day = addDays(day, 1, { in: inSeoul })) {
    const text = format(day, 'yyyy-MM-dd', { in: inSeoul });
    if (text > range.latest) break;
    if (isWorkingDay(seoulDay(text)!)) days.push(text);
  }
  return days;
}

/** The termination wizard's choices, from the rental's answer (GET subscs/{id}?flag=cancel). */
export const wizardPickupChoices = (rental: Pick<SubscDetail, 'cancel_estimate'> | undefined): string[] =>
  pickupDateChoices(rental?.cancel_estimate?.spot_out_range);
