import { useState } from 'react';
import { CheckLabel } from '../../../shared/ui/form/check-label';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import styles from '../cares.module.css';
import { type CareItem, isAllSelected, selectedItems, toggleAll, updateItem } from './care-form';

type Props = {
  items: readonly CareItem[] | undefined;
  failed: boolean;
  onProceed: (items: CareItem[]) => void;
  onClose: () => void;
};

/** What keeps a rental's products out of the list: a request still open, or a rental not running now. */
export const NO_CARE_PRODS_REASON =
  'AS는 설치가 끝나 이용 중인 렌탈의 제품마다 한 건씩 신청할 수 있습니다. 미납 요금이 있다면 렌탈 상세에서 먼저 결제해 주세요.';

/** Step 2: 'my product list' with select-all and the count; 'AS 신청 진행하기' needs one product at least. */
export function ProdListModal({ items, failed, onProceed, onClose }: Props) {
  const [draft, setDraft] = useState<CareItem[] | null>(null);
  const list = draft ?? items ?? [];
  const count = selectedItems(list).length;
  return (
    <Sheet className={styles.sheet} labelledBy="care-prods-title" onClose={onClose}>
      <div className={styles.modalBody}>
        <h2 id="care-prods-title" className={styles.sectionTitle}>
          나의 제품 목록
        </h2>
        {items === undefined ? (
          <p className={styles.muted}>
            {failed ? '제품 목록을 불러오지 못했습니다.' : '제품 목록을 불러오고 있습니다…'}
          </p>
        ) : list.length === 0 ? (
          <>
            <p className={styles.muted}>AS를 신청할 수 있는 제품이 없습니다.</p>
            {/* Why, without another read: the server's rule (mayFileCare) in the customer's words. */}
            <p className={styles.muted}>{NO_CARE_PRODS_REASON}</p>
          </>
        ) : (
          <>
            <div className={styles.headRow}>
              <CheckLabel
                className={styles.check}
                checked={isAllSelected(list)}
                onCheck={() => setDraft(toggleAll(list))}
              >
                <span>전체 선택</span>
              </CheckLabel>
              <span className={styles.muted} data-testid="care-selected-count">
                {count}개 선택 / 전체 {list.length}개
              </span>
            </div>
            <ul className={styles.prodList}>
              {list.map((item) => (
                <li key={item.prodOrdererId}>
                  <CheckLabel
                    className={styles.prodRow}
                    checked={item.selected}
                    onCheck={(selected) => setDraft(updateItem(list, item.prodOrdererId, { selected }))}
                  >
                    {item.image ? (
                      <img src={item.image} alt="" width={48} height={48} className={styles.thumb} />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                    <span className={styles.prodText}>
                      <strong>{item.title}</strong>
                      <span className={styles.faint}>
                        {[item.colour, item.serial && `S/N ${item.serial}`].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </CheckLabel>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={onClose}>
            닫기
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={count === 0}
            onClick={() => onProceed([...list])}
          >
            AS 신청 진행하기
          </button>
        </div>
      </div>
    </Sheet>
  );
}
