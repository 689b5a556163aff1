import type { SpotView } from '@shop/domain/api/spots';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { pickupDateRange } from '@shop/domain/rental/pickup-date';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { AddressSheet } from '../../../shared/ui/address-sheet/address-sheet';
import { useSpots } from '../../../shared/ui/address-sheet/api/get-spots';
import { type CancelKind, useCancelEstimate } from '../api/get-cancel-estimate';
import { CANCEL_FEEDBACK_CAT_ID, useFeedbackCat } from '../api/get-feedback-cat';
import { putCancel } from '../api/put-cancel';
import { putSetCancel } from '../api/put-set-cancel';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { ReasonSurvey } from './reason-survey';
import { ReviewStep } from './review-step';
import { WizardBar, WizardStepper } from './wizard-bar';
import { WIZARD_KINDS } from './wizard-kinds';
import {
  answer,
  canGoNext,
  canGoPrevious,
  chosenFeedbackIds,
  initialWizardState,
  nextAction,
  pickupDateChoices,
  previousAction,
  type WizardState,
} from './wizard-steps';

const SUBMIT_FAILED = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** /subscs/setCancel/{id} and /subscs/cancel/{id}: survey, review, result. */
function CancelWizard({ kind }: { kind: CancelKind }) {
  const config = WIZARD_KINDS[kind];
  const subscId = Number(useParams().subscId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useMemo(() => new Date(), []);
  const choices = useMemo(() => pickupDateChoices(pickupDateRange(now), now), [now]);
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [pickupDate, setPickupDate] = useState(choices[0] ?? '');
  const [chosenSpot, setChosenSpot] = useState<SpotView | null>(null);
  const [sheet, setSheet] = useState(false);
  const termination = kind === 'cancel';

  const rental = useCancelEstimate(subscId, kind, termination ? pickupDate : undefined);
  const feedback = useFeedbackCat(CANCEL_FEEDBACK_CAT_ID);
  const spots = useSpots();
  const spot = chosenSpot ?? preselectedSpot(spots.data ?? []);
  const cats = feedback.data ? [feedback.data] : [];

  const leave = () => (window.history.length > 1 ? navigate(-1) : navigate(rentalsPaths.detail(subscId)));

  // The gate is read once, from the rental as it was when the wizard opened.
  const gateRead = useRef(false);
  useEffect(() => {
    if (gateRead.current || !rental.data) return;
    gateRead.current = true;
    if (!config.gate(rental.data)) {
      window.alert(config.refusal);
      leave();
    }
  });

  const submit = async () => {
    const feedbackIds = chosenFeedbackIds(cats, state.answers);
    setState((s) => ({ ...s, submitting: true }));
    try {
      if (termination) {
        await putCancel(subscId, { feedback_ids: feedbackIds, spot_id: spot!.id, spot_out_at: pickupDate });
      } else {
        await putSetCancel(subscId, { feedback_ids: feedbackIds, spot_id: spot?.id ?? null });
      }
      setState((s) => ({ ...s, submitting: false, step: 3 }));
      window.scrollTo(0, 0);
      void queryClient.invalidateQueries({ queryKey: ['subscs', 'list'] });
    } catch (error) {
      // The server's refusals (the gate, the 00:50–03:30 window, the pickup date) are shown as they are.
      window.alert(
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : SUBMIT_FAILED,
      );
      setState((s) => ({ ...s, submitting: false }));
    }
  };

  const onNext = () => {
    const action = nextAction(state.step);
    if (action === 'step2') setState((s) => ({ ...s, step: 2 }));
    else if (action === 'submit') void submit();
    else {
      void queryClient.invalidateQueries({ queryKey: ['subscs'] });
      navigate(rentalsPaths.detail(subscId), { replace: true });
    }
  };
  const onPrevious = () => {
    const action = previousAction(state.step);
    if (action === 'leave') leave();
    else if (action === 'step1') setState((s) => ({ ...s, step: 1 }));
  };

  const ready = termination ? spot !== null && pickupDate !== '' : true;
  const loading = rental.isPending || feedback.isPending;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{config.title}</h1>
      <WizardStepper step={state.step} />
      {loading ? (
        <div aria-busy="true" className={styles.bone} />
      ) : rental.isError || feedback.isError || !rental.data ? (
        <div className={styles.empty}>
          <p>정보를 불러오지 못했습니다.</p>
          <button
            type="button"
            className={styles.small}
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
          answers={state.answers}
          onAnswer={(catId, id) => setState((s) => answer(s, cats, catId, id))}
        />
      ) : state.step === 2 ? (
        <ReviewStep
          subsc={rental.data}
          estimate={rental.data.cancel_estimate}
          estimateLoading={rental.isFetching}
          spot={spot}
          onChangeSpot={() => setSheet(true)}
          pickup={termination ? { date: pickupDate, choices, onDate: setPickupDate } : undefined}
        />
      ) : (
        <section className={`${styles.section} ${styles.result}`} aria-label="신청 결과">
          <p className={styles.resultTitle}>{config.resultTitle}</p>
          <p className={styles.muted}>{config.resultText}</p>
        </section>
      )}
      <WizardBar
        canPrevious={canGoPrevious(state)}
        canNext={!loading && canGoNext(state, cats, ready)}
        nextLabel={state.step === 2 && state.submitting ? '처리 중…' : '다음'}
        onPrevious={onPrevious}
        onNext={onNext}
      />
      {sheet && (
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
