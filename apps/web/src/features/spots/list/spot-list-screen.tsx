import { SPOT_DELETED_MESSAGE, type SpotView } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { formatPhone } from '@shop/domain/format/phone';
import { SPOT_DELETE_CONFIRM_MESSAGE } from '@shop/domain/validation/address-entry';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bridge } from '../../../shared/bridge/native-bridge';
import { isApiError } from '../../../shared/http/api-error';
import { spotsQueryOptions, useSpots } from '../../../shared/ui/address-sheet/api/get-spots';
import { SpotAddress } from '../../../shared/ui/address-sheet/spot-summary';
import { askConfirm, showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import { ListScreen } from '../../../shared/ui/screen/list-screen';
import { deleteSpot } from '../api/delete-spot';
import { patchSpotDefault } from '../api/patch-spot';
import styles from '../spots.module.css';
import { spotsPaths } from '../spots-paths';

const DELETE_FAIL_MESSAGE = '주소를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.';
/** rental-lifecycle.md section 8: an address changed (here: made the default). */
export const SPOT_CHANGED_MESSAGE = '주소가 수정되었습니다';
const CHANGE_FAIL_MESSAGE = '기본 배송지를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** /spots: the customer's addresses with the default chip, edit, delete and make default, and 주소 추가. */
export function SpotListScreen() {
  const spots = useSpots();
  return (
    <ListScreen
      title="주소록"
      action={
        <Link to={spotsPaths.create} className={styles.add}>
          주소 추가
        </Link>
      }
      query={spots}
      errorText="주소록을 불러오지 못했습니다."
      emptyText="저장된 주소가 없습니다."
      styles={styles}
      retryClassName={styles.action}
    >
      {(rows) => (
        <ul className={styles.list} aria-label="저장된 주소">
          {rows.map((spot) => (
            <SpotCard key={spot.id} spot={spot} />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

function SpotCard({ spot }: { spot: SpotView }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const onDelete = async () => {
    if (!(await askConfirm(SPOT_DELETE_CONFIRM_MESSAGE, { confirmLabel: '삭제', danger: true }))) return;
    setDeleting(true);
    try {
      await deleteSpot(spot.id);
      bridge.spotDelete(String(spot.id));
      void showAlert(SPOT_DELETED_MESSAGE);
    } catch (error) {
      void showAlert(isApiError(error) && error.status !== 500 ? error.message : DELETE_FAIL_MESSAGE);
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: spotsQueryOptions().queryKey });
    }
  };
  const onMakeDefault = async () => {
    setDeleting(true);
    try {
      await patchSpotDefault(spot.id);
      bridge.spotUpdate(String(spot.id));
      showToast(SPOT_CHANGED_MESSAGE);
    } catch (error) {
      void showAlert(isApiError(error) && error.status !== 500 ? error.message : CHANGE_FAIL_MESSAGE);
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: spotsQueryOptions().queryKey });
    }
  };
  return (
    <li className={styles.card} aria-label={`${spot.name} 주소`}>
      <div className={styles.cardHead}>
        <strong className={styles.name}>{spot.name}</strong>
        {spot.state === SPOT_STATE.DEFAULT && <span className={styles.chip}>기본</span>}
      </div>
      <p className={styles.muted}>{formatPhone(spot.tel)}</p>
      <p>
        <SpotAddress spot={spot} mutedClassName={styles.muted} />
      </p>
      <p className={styles.muted}>{spot.options.type_weekend ? '주말 수령 가능' : '주말 수령 불가'}</p>
      <div className={styles.actions}>
        <Link to={spotsPaths.edit(spot.id)} className={styles.action}>
          수정
        </Link>
        <button type="button" className={styles.action} onClick={() => void onDelete()} disabled={deleting}>
          삭제
        </button>
        {spot.state !== SPOT_STATE.DEFAULT && (
          <button
            type="button"
            className={styles.action}
            onClick={() => void onMakeDefault()}
            disabled={deleting}
          >
            기본 배송지로 설정
          </button>
        )}
      </div>
    </li>
  );
}
