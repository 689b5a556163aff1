import type { SpotView } from '@shop/domain/api/spots';
import type { CareAgreementKey } from '@shop/domain/care/care-agreement-groups';
import { isCareAgreementValid } from '@shop/domain/care/care-agreement-groups';
import {
  CARE_AGREEMENT_MESSAGE,
  CARE_SYMPTOM_MAX_LENGTH,
  CARE_SYMPTOM_MIN_LENGTH,
  canSubmitCare,
} from '@shop/domain/care/care-rules';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { isApiError } from '../../../shared/http/api-error';
import { AddressSheet } from '../../../shared/ui/address-sheet/address-sheet';
import { useSpots } from '../../../shared/ui/address-sheet/api/get-spots';
import { SpotSummary } from '../../../shared/ui/address-sheet/spot-summary';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { useCareDocs } from '../api/get-care-docs';
import { useCareProds } from '../api/get-care-prods';
import { postCareAtt } from '../api/post-care-att';
import { postCares } from '../api/post-cares';
import { postDocConfirmables } from '../api/post-doc-confirmables';
import { CareTabs } from '../care-tabs';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';
import { AgreementModal } from './agreement-modal';
import { type CareItem, careItems, careSteps, selectedItems, symptomErrors, updateItem } from './care-form';
import { CarePhotoPicker } from './care-photo-picker';
import { CareRentalPicker } from './care-rental-picker';
import { ProdListModal } from './prod-list-modal';
import { runCareSubmit } from './run-care-submit';

/** /cares/container/create?subsc_id= (and /cares/create): the 4-step AS request form. */
export function CareCreateScreen() {
  const [params] = useSearchParams();
  const raw = Number(params.get('subsc_id'));
  const subscId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <div className={styles.page}>
      <CareTabs active="create" />
      {subscId === null ? <CareRentalPicker /> : <CareForm key={subscId} subscId={subscId} />}
    </div>
  );
}

type Modal = 'agreement' | 'prods' | 'address' | null;

function CareForm({ subscId }: { subscId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const prods = useCareProds(subscId);
  const docs = useCareDocs();
  const spots = useSpots();
  const loadedItems = useMemo(() => (prods.data ? careItems(prods.data) : undefined), [prods.data]);
  const [items, setItems] = useState<CareItem[] | null>(null);
  const [ticked, setTicked] = useState<Partial<Record<CareAgreementKey, boolean>>>({});
  const [modal, setModal] = useState<Modal>('agreement');
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

  const setFiles = (item: CareItem, files: File[]) =>
    setItems((list) => updateItem(list ?? [], item.prodOrdererId, { files }));

  return (
    <>
      <section className={styles.section} aria-label="신청 단계">
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.label} data-done={step.done} aria-current={step.current ? 'step' : undefined}>
              {index + 1}. {step.label}
              {step.done && <span className="visually-hidden"> (완료)</span>}
            </li>
          ))}
        </ol>
        <div className={styles.buttons}>
          <button type="button" className={styles.small} onClick={() => setModal('agreement')}>
            {agreed ? '약관 동의 완료' : '약관 동의하기'}
          </button>
          <button type="button" className={styles.small} onClick={() => setModal('prods')}>
            제품 선택
          </button>
        </div>
      </section>

      <section className={styles.section} aria-label="AS 신청 제품">
        <h2 className={styles.sectionTitle}>AS 신청 제품</h2>
        {chosen.length === 0 ? (
          <p className={styles.muted}>나의 제품 목록에서 AS를 받을 제품을 선택해 주세요.</p>
        ) : (
          chosen.map((item) => {
            const id = item.prodOrdererId;
            const error = tried || touched.has(id) ? (errors.get(id) ?? null) : null;
            return (
              <div key={id} className={styles.symptom}>
                <div className={styles.headRow}>
                  <strong>{item.title}</strong>
                  <span className={styles.muted}>수량 1</span>
                </div>
                {item.colour && <span className={styles.faint}>색상 {item.colour}</span>}
                <label className={styles.label} htmlFor={`symptom-${id}`}>
                  증상 <span className={styles.required}>(필수)</span>
                </label>
                <textarea
                  id={`symptom-${id}`}
                  ref={(box) => {
                    if (box) symptomBoxes.current.set(id, box);
                    else symptomBoxes.current.delete(id);
                  }}
                  className={styles.textarea}
                  rows={4}
                  maxLength={CARE_SYMPTOM_MAX_LENGTH}
                  placeholder="언제부터, 어떤 증상이 있는지 자세히 적어 주세요."
                  aria-required="true"
                  aria-invalid={error !== null}
                  aria-describedby={`symptom-${id}-note`}
                  value={item.content}
                  onBlur={() => setTouched((set) => new Set(set).add(id))}
                  onChange={(event) =>
                    setItems((list) => updateItem(list ?? [], id, { content: event.target.value }))
                  }
                />
                <div className={styles.fieldFoot}>
                  {error ? (
                    <p id={`symptom-${id}-note`} className={styles.fieldError}>
                      {error}
                    </p>
                  ) : (
                    <p id={`symptom-${id}-note`} className={styles.faint}>
                      증상을 {CARE_SYMPTOM_MIN_LENGTH}자 이상 적어 주세요.
                    </p>
                  )}
                  <span className={styles.faint} aria-hidden="true">
                    {item.content.length}/{CARE_SYMPTOM_MAX_LENGTH}
                  </span>
                </div>
                <CarePhotoPicker
                  id={`file-${id}`}
                  files={item.files}
                  onChange={(files) => setFiles(item, files)}
                />
              </div>
            );
          })
        )}
      </section>

      <section className={styles.section} aria-label="방문 주소">
        <h2 className={styles.sectionTitle}>방문 주소</h2>
        {spots.isPending ? (
          <p className={styles.muted}>주소록을 불러오고 있습니다…</p>
        ) : spot ? (
          <SpotSummary spot={spot} />
        ) : (
          <p className={styles.muted}>방문 받으실 주소를 추가해 주세요.</p>
        )}
        <button type="button" className={styles.small} onClick={() => setModal('address')}>
          {spot ? '주소 변경' : '주소 선택'}
        </button>
      </section>

      <button type="button" className={styles.submit} disabled={!canSubmit} onClick={() => void submit()}>
        {sending ? '신청 중…' : 'AS 신청하기'}
      </button>
      <Link to={caresPaths.rental(subscId)} className={styles.backLink}>
        렌탈 상세로 돌아가기
      </Link>

      {modal === 'agreement' && (
        <AgreementModal
          initial={ticked}
          onAgree={(next) => {
            setTicked(next);
            setModal(chosen.length === 0 ? 'prods' : null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'prods' && (
        <ProdListModal
          items={items ?? loadedItems}
          failed={prods.isError}
          onProceed={(next) => {
            setItems(next);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'address' && (
        <AddressSheet
          title="방문 주소 선택"
          selectedId={spot?.id ?? null}
          onChoose={(next) => {
            setChosenSpot(next);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
