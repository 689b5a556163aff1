import { Link, useSearchParams } from 'react-router';
import { AddressSheet } from '../../../shared/ui/address-sheet/address-sheet';
import { SpotSummary } from '../../../shared/ui/address-sheet/spot-summary';
import { CareTabs } from '../care-tabs';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';
import { AgreementModal } from './agreement-modal';
import { CareRentalPicker } from './care-rental-picker';
import { ProdListModal } from './prod-list-modal';
import { SymptomField } from './symptom-field';
import { useCareForm } from './use-care-form';

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

/** The 4-step AS request form of one rental. */
function CareForm({ subscId }: { subscId: number }) {
  const form = useCareForm(subscId);
  const { steps, agreed, chosen, spot, spots, modal, setModal } = form;
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
          chosen.map((item) => <SymptomField key={item.prodOrdererId} item={item} form={form} />)
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

      <button
        type="button"
        className={styles.submit}
        disabled={!form.canSubmit}
        onClick={() => void form.submit()}
      >
        {form.sending ? '신청 중…' : 'AS 신청하기'}
      </button>
      <Link to={caresPaths.rental(subscId)} className={styles.backLink}>
        렌탈 상세로 돌아가기
      </Link>

      {modal === 'agreement' && (
        <AgreementModal
          initial={form.ticked}
          onAgree={(next) => {
            form.setTicked(next);
            setModal(chosen.length === 0 ? 'prods' : null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'prods' && (
        <ProdListModal
          items={form.items ?? form.loadedItems}
          failed={form.prods.isError}
          onProceed={(next) => {
            form.setItems(next);
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
            form.setChosenSpot(next);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
