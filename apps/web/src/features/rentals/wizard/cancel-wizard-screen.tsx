import type { SpotView } from '@shop/domain/api/spots';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { readTabValue, writeTabValue } from '../../../shared/auth/session-keys';
import { isApiError } from '../../../shared/http/api-error';
import { recordIdParam } from '../../../shared/http/record-id-param';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { AddressSheet } from '../../../shared/ui/address-sheet/address-sheet';
import { useSpots } from '../../../shared/ui/address-sheet/api/get-spots';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { type CancelKind, useCancelEstimate } from '../api/get-cancel-estimate';
import { CANCEL_FEEDBACK_CAT_ID, useFeedbackCat } from '../api/get-feedback-cat';
import { postFeedbackUser } from '../api/post-feedback-user';
import { putCancel } from '../api/put-cancel';
import { putSetCancel } from '../api/put-set-cancel';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { ConfirmSheet } from './confirm-sheet';
import { ReasonSurvey } from './reason-survey';
import { ReviewStep } from './review-step';
import { WizardBar, WizardStepper } from './wizard-bar';
import {
  draftKey,
  parseDraft,
  reconcileAnswers,
  restoredPickupDate,
  serializeDraft,
  stateFromDraft,
} from './wizard-draft';
import { WIZARD_KINDS } from './wizard-kinds';
import {
  answer,
  canGoNext,
  canGoPrevious,
  feedbackAnswers,
  nextAction,
  previousAction,
  type WizardState,
  wizardPickupChoices,
} from './wizard-steps';

const SUBMIT_FAILED = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** /subscs/setCancel/{id} and /subscs/cancel/{id}: survey, review, result. */
function CancelWizard({ kind }: { kind: CancelKind }) {
  const config = WIZARD_KINDS[kind];
  const subscId = recordIdParam(useParams().subscId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A reload resumes where the customer was: the step, the answers, the pickup date and address.
  const key = draftKey(kind, subscId);
  const [draft] = useState(() => parseDraft(readTabValue(key)));
  const [state, setState] = useState<WizardState>(() => stateFromDraft(draft));
  // Asked for first (the server estimates its earliest day for one it no longer allows), then checked below.
  const [pickupDate, setPickupDate] = useState(() => draft?.pickupDate ?? '');
  const [chosenSpot, setChosenSpot] = useState<SpotView | null>(null);
  const [sheet, setSheet] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sending = useRef(false);
  const termination = kind === 'cancel';

  const rental = useCancelEstimate(subscId, kind, termination && pickupDate ? pickupDate : undefined);
  const feedback = useFeedbackCat(CANCEL_FEEDBACK_CAT_ID);
  const spots = useSpots();
  const spot =
    chosenSpot ?? spots.data?.find((s) => s.id === draft?.spotId) ?? preselectedSpot(spots.data ?? []);
  const cats = useMemo(() => (feedback.data ? [feedback.data] : []), [feedback.data]);
  const estimate = rental.data?.cancel_estimate ?? null;
  // The pickup days the server offers on its clock (its answer's range), never counted from the phone's date.
  const choices = useMemo(() => wizardPickupChoices(rental.data), [rental.data]);
  useEffect(() => {
    if (termination && choices.length > 0 && !choices.includes(pickupDate))
      setPickupDate(restoredPickupDate(draft, choices));
  }, [termination, choices, pickupDate, draft]);

  // The restored answers are checked against the survey once it is known.
  useEffect(() => {
    if (cats.length > 0) setState((s) => reconcileAnswers(s, cats));
  }, [cats]);

  // Kept on every change before the submit; gone after it (step 3) and when the wizard is left.
  const spotId = spot?.id ?? null;
  useEffect(() => {
    if (state.step === 3) return;
    writeTabValue(key, serializeDraft({ step: state.step, answers: state.answers, pickupDate, spotId }));
  }, [key, state.step, state.answers, pickupDate, spotId]);
  useEffect(() => () => writeTabValue(key, null), [key]);

  // Back where the wizard was opened from; opened directly (a link, a reload), to the rental's detail.
  const location = useLocation();
  const leave = () =>
    location.key === 'default' ? navigate(rentalsPaths.detail(subscId), { replace: true }) : navigate(-1);

  // The gate is read once, from the rental as it was when the wizard opened.
  const gateRead = useRef(false);
  useEffect(() => {
    if (gateRead.current || !rental.data) return;
    gateRead.current = true;
    if (!config.gate(rental.data)) void showAlert(config.refusal).then(leave);
  });

  /** The confirmation sheet's button: sends once, however often it is pressed. */
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setState((s) => ({ ...s, submitting: true }));
    try {
      if (termination) await putCancel(subscId, { spot_id: spot!.id, spot_out_at: pickupDate });
      else await putSetCancel(subscId, { spot_id: spot?.id ?? null });
    } catch (error) {
      sending.current = false;
      setState((s) => ({ ...s, submitting: false }));
      setConfirming(false);
      // The server's refusals (the gate, the 00:50–03:30 window, the pickup date) are shown as they are.
      void showAlert(
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : SUBMIT_FAILED,
      );
      return;
    }
    // Each reason on its own once the cancel went through; a lost one does not undo the cancel.
    const sent = await Promise.allSettled(
      feedbackAnswers(cats, state.answers, subscId).map((body) => postFeedbackUser(body)),
    );
    for (const result of sent) {
      if (result.status === 'rejected') console.error('cancel reason not recorded', result.reason);
    }
    writeTabValue(key, null);
    setConfirming(false);
    setState((s) => ({ ...s, submitting: false, step: 3 }));
    window.scrollTo(0, 0);
    void queryClient.invalidateQueries({ queryKey: ['subscs', 'list'] });
  };

  // Step 2 is an entry of the browser's history of its own (?step=2), so a phone's back button (or the
  // browser's) goes back to the reasons, as 이전 does, instead of leaving the wizard and its answers.
  const atStep2InHistory = new URLSearchParams(location.search).get('step') === '2';
  const inHistory = useRef(atStep2InHistory);
  // The address went back (the back button, or 이전 below): step 2 is left for the reasons.
  useEffect(() => {
    const was = inHistory.current;
    inHistory.current = atStep2InHistory;
    if (was && !atStep2InHistory) setState((s) => (s.step === 2 ? { ...s, step: 1 } : s));
  }, [atStep2InHistory]);
  // The sheets belong to step 2: leaving it (the back button, 이전) closes them, so a confirmation left open
  // can never send the request from the reasons.
  useEffect(() => {
    if (state.step === 2) return;
    setConfirming(false);
    setSheet(false);
  }, [state.step]);
  // Step 2 reached (a reason chosen, 다음, or a draft restored): its own entry in the history.
  useEffect(() => {
    if (state.step !== 2 || inHistory.current) return;
    inHistory.current = true;
    navigate({ search: '?step=2' });
  }, [state.step, navigate]);

  const onNext = () => {
    const action = nextAction(state.step);
    if (action === 'step2') setState((s) => ({ ...s, step: 2 }));
    else if (action === 'confirm') setConfirming(true);
    else {
      void queryClient.invalidateQueries({ queryKey: ['subscs'] });
      navigate(rentalsPaths.detail(subscId), { replace: true });
    }
  };
  const onPrevious = () => {
    const action = previousAction(state.step);
    if (action === 'leave') leave();
    else if (action === 'step1') {
      // Back through the step's own history entry; the effect above then shows step 1.
      if (atStep2InHistory) navigate(-1);
      else setState((s) => ({ ...s, step: 1 }));
    }
  };

  // The termination's figures must be those of the date chosen before they can be confirmed.
  const ready = termination
    ? spot !== null && pickupDate !== '' && estimate?.spot_out_at === pickupDate
    : estimate !== null;
  const loading = rental.isPending || feedback.isPending;
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>{config.title}</h1>
      <WizardStepper step={state.step} />
      {loading ? (
        <div aria-busy="true" className={styles.bone} />
      ) : rental.isError || feedback.isError || !rental.data ? (
        <div className={screenStyles.empty}>
          <p>정보를 불러오지 못했습니다.</p>
          <button
            type="button"
            className={buttonsStyles.cardAction}
            onClick={() => {
              void rental.refetch();
              void feedback.refetch();
            }}
          >
            다시 시도
          </button>
        </div>
      ) : state.step === 1 ? (
        <ReasonSurvey
          cats={cats}
          title={config.surveyTitle}
          answers={state.answers}
          onAnswer={(catId, id) => setState((s) => answer(s, cats, catId, id))}
        />
      ) : state.step === 2 ? (
        <ReviewStep
          subsc={rental.data}
          estimate={estimate}
          estimateLoading={rental.isFetching}
          spot={spot}
          onChangeSpot={() => setSheet(true)}
          pickup={termination ? { date: pickupDate, choices, onDate: setPickupDate } : undefined}
        />
      ) : (
        <section className={`${styles.section} ${styles.result}`} aria-label="신청 결과">
          <p className={styles.resultTitle}>{config.resultTitle}</p>
          <p className={screenStyles.muted}>{config.resultText}</p>
        </section>
      )}
      <WizardBar
        canPrevious={canGoPrevious(state)}
        canNext={!loading && canGoNext(state, cats, ready)}
        nextLabel="다음"
        onPrevious={onPrevious}
        onNext={onNext}
      />
      {confirming && state.step === 2 && rental.data && estimate && (
        <ConfirmSheet
          config={config}
          subsc={rental.data}
          estimate={estimate}
          pickup={termination && spot ? { date: pickupDate, spot } : undefined}
          sending={state.submitting}
          onConfirm={() => void submit()}
          onClose={() => setConfirming(false)}
        />
      )}
      {sheet && state.step === 2 && (
        <AddressSheet
          title="회수 주소 선택"
          selectedId={spot?.id ?? null}
          onChoose={(chosen) => {
            setChosenSpot(chosen);
            setSheet(false);
          }}
          onClose={() => setSheet(false)}
        />
      )}
    </div>
  );
}

export function SetCancelScreen() {
  return <CancelWizard kind="init-cancel" />;
}

export function TerminateScreen() {
  return <CancelWizard kind="cancel" />;
}
