import { ApiError } from '@shop/domain/api/api-error';
import { SPOT_CREATED_MESSAGE, SPOT_SAVED_MESSAGE } from '@shop/domain/api/spots';
import type { Spot } from '@shop/domain/validation/spot-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { bridge } from '../../../shared/bridge/native-bridge';
import { spotsQueryOptions } from '../../../shared/ui/address-sheet/api/get-spots';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { useSpot } from '../api/get-spot';
import { postSpot } from '../api/post-spot';
import { putSpot } from '../api/put-spot';
import styles from '../spots.module.css';
import { spotsPaths } from '../spots-paths';
import { SpotForm } from './spot-form';
import { emptySpotForm, spotFormOf } from './spot-form-values';

/** /spots/create: a new entry; saved → 새 주소가 저장되었습니다 and back to the list. */
export function SpotCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(emptySpotForm, []);
  const onSave = async (spot: Spot) => {
    const saved = await postSpot(spot);
    await queryClient.invalidateQueries({ queryKey: spotsQueryOptions().queryKey });
    bridge.spotUpdate(String(saved.id));
    void showAlert(SPOT_CREATED_MESSAGE);
    navigate(spotsPaths.list, { replace: true });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>주소 추가</h1>
      <SpotForm initial={initial} submitLabel="저장하기" onSave={onSave} />
    </div>
  );
}

/** /spots/{spotId}: edit one's own entry; another's or an unknown id shows the 404 screen. */
export function SpotEditScreen() {
  const { spotId = '' } = useParams();
  const id = /^[1-9][0-9]*$/.test(spotId) ? Number(spotId) : null;
  if (id === null) throw new ApiError(404, '주소를 찾을 수 없습니다.');
  return <SpotEdit spotId={id} />;
}

function SpotEdit({ spotId }: { spotId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: spot } = useSpot(spotId);
  const initial = useMemo(() => (spot ? spotFormOf(spot) : null), [spot]);
  const onSave = async (values: Spot) => {
    await putSpot(spotId, values);
    await queryClient.invalidateQueries({ queryKey: spotsQueryOptions().queryKey });
    bridge.spotUpdate(String(spotId));
    void showAlert(SPOT_SAVED_MESSAGE);
    navigate(spotsPaths.list, { replace: true });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>주소 수정</h1>
      {initial ? (
        <SpotForm initial={initial} submitLabel="저장하기" onSave={onSave} />
      ) : (
        <div className={styles.bone} aria-busy="true" style={{ height: 420 }} />
      )}
    </div>
  );
}
