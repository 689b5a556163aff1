import type { Doc } from '@shop/domain/api/docs';
import { forwardRef } from 'react';
import bonesStyles from '../../../shared/styles/bones.module.css';
import { CheckLabel } from '../../../shared/ui/form/check-label';
import formStyles from '../../../shared/ui/form/form.module.css';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import styles from '../checkout.module.css';
import { CheckoutSection } from '../checkout-section';
import { requiredAgreementLabel } from './agreement-label';
import {
  type AgreementGroupDocs,
  type AgreementTicks,
  isGroupAgreed,
  setDocTick,
  setGroupTicks,
  tickOf,
} from './agreement-ticks';

export type AgreementGroupView = AgreementGroupDocs & { title: string; docs: readonly Doc[] };

type Props = {
  groups: readonly AgreementGroupView[] | undefined;
  ticks: AgreementTicks;
  onChange: (ticks: AgreementTicks) => void;
};

/** The two agreement groups: a group box, and per document its own box, its text and 내용을 확인했습니다. */
export const AgreementGroups = forwardRef<HTMLElement, Props>(function AgreementGroups(
  { groups, ticks, onChange },
  ref,
) {
  return (
    <CheckoutSection ref={ref} tabIndex={-1} id="checkout-terms-title" title="약관 동의">
      {groups === undefined ? (
        <span className={bonesStyles.text} />
      ) : (
        groups.map((group) => (
          <fieldset key={group.key} className={styles.group} aria-label={group.title}>
            <CheckLabel
              className={`${formStyles.check} ${styles.groupBox}`}
              checked={isGroupAgreed(ticks, group)}
              onCheck={(on) => onChange(setGroupTicks(ticks, group, on))}
            >
              {group.title} (전체)
            </CheckLabel>
            {group.docs.map((doc) => {
              const tick = tickOf(ticks, doc.id);
              return (
                <div key={doc.id} className={styles.doc}>
                  <div className={styles.docHead}>
                    <CheckLabel
                      checked={tick.agreed}
                      onCheck={(on) => onChange(setDocTick(ticks, doc.id, 'agreed', on))}
                    >
                      {requiredAgreementLabel(doc.title)}
                    </CheckLabel>
                  </div>
                  <details>
                    <summary className={styles.docLink}>내용 보기</summary>
                    <SafeHtml html={doc.content} />
                  </details>
                  <CheckLabel
                    className={`${formStyles.check} ${styles.understood}`}
                    ariaLabel={`${doc.title} 내용을 확인했습니다`}
                    checked={tick.understood}
                    onCheck={(on) => onChange(setDocTick(ticks, doc.id, 'understood', on))}
                  >
                    내용을 확인했습니다
                  </CheckLabel>
                </div>
              );
            })}
          </fieldset>
        ))
      )}
    </CheckoutSection>
  );
});
