import type { FeedbackCat } from '@shop/domain/api/feedback';
import type { CancelKind } from '../api/get-cancel-estimate';
import { isSurveyAnswered, type SurveyAnswers, type WizardState } from './wizard-steps';

/**
 * Where the customer is in a cancel wizard, kept in sessionStorage (this tab only) under the rental's id,
 * so a reload resumes at the same step with the same answers. Written on every change before the submit;
 * removed once the cancel went through or when the wizard is left.
 */
export type WizardDraft = {
  step: 1 | 2;
  answers: SurveyAnswers;
  pickupDate: string | null;
  spotId: number | null;
};

export const draftKey = (kind: CancelKind, subscId: number) => `rentalWizard:${kind}:${subscId}`;

export function serializeDraft(draft: WizardDraft): string {
  return JSON.stringify(draft);
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A stored draft, or null for nothing, something unreadable or of another shape. */
export function parseDraft(raw: string | null): WizardDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { step, answers, pickupDate, spotId } = value as Record<string, unknown>;
  if (step !== 1 && step !== 2) return null;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
  const kept: Record<number, number> = {};
  for (const [catId, feedbackId] of Object.entries(answers)) {
    if (isId(Number(catId)) && isId(feedbackId)) kept[Number(catId)] = feedbackId;
  }
  return {
    step,
    answers: kept,
    pickupDate: typeof pickupDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(pickupDate) ? pickupDate : null,
    spotId: isId(spotId) ? spotId : null,
  };
}

/** The wizard as the draft left it (before the survey is known: see `reconcileAnswers`). */
export function stateFromDraft(draft: WizardDraft | null): WizardState {
  return { step: draft?.step ?? 1, answers: draft?.answers ?? {}, submitting: false };
}

/**
 * Once the survey is loaded: only answers that are still choices of their category are kept, and a
 * review step whose survey is no longer answered goes back to the survey.
 */
export function reconcileAnswers(state: WizardState, cats: readonly FeedbackCat[]): WizardState {
  const answers: Record<number, number> = {};
  for (const cat of cats) {
    const chosen = state.answers[cat.id];
    if (cat.feedbacks.some((feedback) => feedback.id === chosen)) answers[cat.id] = chosen!;
  }
  const step = state.step === 2 && !isSurveyAnswered(cats, answers) ? 1 : state.step;
  return { ...state, answers, step };
}

/** The stored pickup date when it can still be chosen, otherwise the first choice. */
export function restoredPickupDate(draft: WizardDraft | null, choices: readonly string[]): string {
  const stored = draft?.pickupDate;
  return stored && choices.includes(stored) ? stored : (choices[0] ?? '');
}
