import type { SpotView } from '@shop/domain/api/spots';
import {
  CARE_AGREEMENT_SLUGS,
  type CareAgreementKey,
  isCareAgreementValid,
} from '@shop/domain/care/care-agreement-groups';
import { CARE_AGREEMENT_MESSAGE, canSubmitCare } from '@shop/domain/care/care-rules';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAgreementDocs } from '../../../shared/api/get-agreement-docs';
import { useSession } from '../../../shared/auth/auth-store';
import { isApiError } from '../../../shared/http/api-error';
import { useSpots } from '../../../shared/ui/address-sheet/api/get-spots';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { useCareProds } from '../api/get-care-prods';
import { postCareAtt } from '../api/post-care-att';
import { postCares } from '../api/post-cares';
import { postDocConfirmables } from '../api/post-doc-confirmables';
import { caresPaths } from '../cares-paths';
import { type CareItem, careItems, careSteps, selectedItems, symptomErrors, updateItem } from './care-form';
import { runCareSubmit } from './run-care-submit';

export type CareModal = 'agreement' | 'prods' | 'address' | null;

/**
 * The AS request of one rental: the agreements, the chosen products with their symptoms and photos, the
 * visit address, and the send (requests, photos, agreements) that ends on the AS list.
 */
export function useCareForm(subscId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const prods = useCareProds(subscId);
  const docs = useAgreementDocs('care', CARE_AGREEMENT_SLUGS);
  const spots = useSpots();
  const loadedItems = useMemo(() => (prods.data ? careItems(prods.data) : undefined), [prods.data]);
  const [items, setItems] = useState<CareItem[] | null>(null);
  const [ticked, setTicked] = useState<Partial<Record<CareAgreementKey, boolean>>>({});
  const [modal, setModal] = useState<CareModal>('agreement');
  const [chosenSpot, setChosenSpot] = useState<SpotView | null>(null);
  const [sending, setSending] = useState(false);
  // A symptom's message shows once the customer left its box or tried to send.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [tried, setTried] = useState(false);
  const symptomBoxes = useRef(new Map<number, HTMLTextAreaElement>());

  const agreed = isCareAgreementValid(ticked);
  const chosen = selectedItems(items ?? []);
  const spot = chosenSpot ?? preselectedSpot(spots.data ?? []);
  const errors = symptomErrors(items ?? []);
  const steps = careSteps({
    agreed,
    selectedCount: chosen.length,
    symptomsValid: errors.size === 0,
    hasSpot: spot !== null,
  });
  const canSubmit =
    canSubmitCare({ selectedCount: chosen.length, spotId: spot?.id ?? null, agreed }) && !sending;

  const submit = async () => {
    if (!agreed) {
      await showAlert(CARE_AGREEMENT_MESSAGE);
      setModal('agreement');
      return;
    }
    const firstInvalid = chosen.find((item) => errors.has(item.prodOrdererId));
    if (firstInvalid) {
      // Nothing is sent: each short symptom says why under its box, and the first one takes the focus.
      setTried(true);
      symptomBoxes.current.get(firstInvalid.prodOrdererId)?.focus();
      return;
    }
    if (!spot || !items || !session) return;
    setSending(true);
    const done = await runCareSubmit(
      {
        postCares,
        postAtt: postCareAtt,
        postDocConfirmables,
        alert: (message) => showAlert(message),
        log: (message, error) => console.error(message, error),
        messageOf: (error) =>
          isApiError(error) && error.status > 0 && error.status < 500 ? error.message : null,
      },
      { items, spotId: spot.id, docs: docs.data ?? [], userId: Number(session.id) },
    );
    setSending(false);
    if (done) {
      await queryClient.invalidateQueries({ queryKey: ['cares'] });
      await queryClient.invalidateQueries({ queryKey: ['subscs'] });
      navigate(caresPaths.list, { replace: true });
    }
  };

  /** The symptom message of a chosen item, once it may show. */
  const symptomError = (id: number) => (tried || touched.has(id) ? (errors.get(id) ?? null) : null);
  const touch = (id: number) => setTouched((set) => new Set(set).add(id));
  const change = (id: number, patch: Partial<Pick<CareItem, 'content' | 'files'>>) =>
    setItems((list) => updateItem(list ?? [], id, patch));

  return {
    prods,
    spots,
    loadedItems,
    items,
    setItems,
    ticked,
    setTicked,
    modal,
    setModal,
    setChosenSpot,
    sending,
    agreed,
    chosen,
    spot,
    steps,
    canSubmit,
    submit,
    symptomError,
    symptomBoxes,
    touch,
    change,
  };
}
