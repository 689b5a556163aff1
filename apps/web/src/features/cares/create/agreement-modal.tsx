import {
  CARE_AGREEMENT_GROUPS,
  type CareAgreementKey,
  isCareAgreementValid,
  toggleAllCareAgreements,
} from '@shop/domain/care/care-agreement-groups';
import { CARE_AGREEMENT_MESSAGE } from '@shop/domain/care/care-rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import styles from '../cares.module.css';

type Ticked = Partial<Record<CareAgreementKey, boolean>>;
type Props = { initial: Ticked; onAgree: (ticked: Ticked) => void; onClose: () => void };

/** Step 1: the two required agreement groups and 전체 동의, in a modal at most 300px wide. */
export function AgreementModal({ initial, onAgree, onClose }: Props) {
  const [ticked, setTicked] = useState<Ticked>(initial);
  const confirm = () => {
    if (!isCareAgreementValid(ticked)) {
      void showAlert(CARE_AGREEMENT_MESSAGE);
      return;
    }
    onAgree(ticked);
  };
  return (
    <Sheet className={styles.modal} labelledBy="care-agree-title" onClose={onClose}>
      <div className={styles.modalBody}>
        <h2 id="care-agree-title" className={styles.sectionTitle}>
          AS 신청 동의
        </h2>
        <p className={styles.muted}>AS 신청을 위해 아래 항목에 모두 동의해 주세요.</p>
        <button
          type="button"
          className={styles.agreeAll}
          aria-pressed={isCareAgreementValid(ticked)}
          onClick={() => setTicked(toggleAllCareAgreements(ticked))}
        >
          전체 동의
        </button>
        {CARE_AGREEMENT_GROUPS.map((group) => (
          <div key={group.key} className={styles.check}>
            <label>
              <input
                type="checkbox"
                checked={ticked[group.key] === true}
                onChange={(event) => setTicked({ ...ticked, [group.key]: event.target.checked })}
              />
              <span>[필수] {group.title}</span>
            </label>
            <Link to={`/docs/slug/${group.slugs[0]}`} target="_blank" className={styles.faint}>
              보기
            </Link>
          </div>
        ))}
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={onClose}>
            닫기
          </button>
          <button type="button" className={styles.primary} onClick={confirm}>
            동의하기
          </button>
        </div>
      </div>
    </Sheet>
  );
}
