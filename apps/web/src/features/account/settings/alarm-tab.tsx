import { type ConsentKind, consentChangeNotice } from '@shop/domain/account/consent-change-notice';
import type { User } from '@shop/domain/api/users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueryOptions } from '../../../shared/api/get-user';
import { showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import styles from '../../../shared/ui/form/form.module.css';
import { putAlarmOptions } from '../api/put-user';
import own from './settings.module.css';

export const ALARM_READ_FAILED = '사용자의 기기 정보를 확인할 수 없습니다.';
export const ALARM_SAVE_FAILED = '설정을 완료할 수 없습니다.';

type Key = ConsentKind;

/** The two switches, in order: promotional notices, then the same at night. */
const ALARMS: readonly { key: Key; title: string; text: string }[] = [
  {
    key: 'agree-ad',
    title: '혜택 · 이벤트 알림',
    text: '할인, 신상품, 이벤트 소식을 받습니다. (광고성 정보 수신 동의)',
  },
  {
    key: 'agree-night',
    title: '야간 알림',
    text: '야간(오후 9시~오전 8시, 21:00~08:00)에도 광고성 알림을 받습니다.',
  },
];

/** 알림 설정: promotional notices and night-time notices (21:00–08:00). Saved on each toggle. */
export function AlarmTab({
  userId,
  user,
  readFailed,
}: {
  userId: string;
  user: User | undefined;
  readFailed: boolean;
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<Key | null>(null);
  if (readFailed) return <p className={styles.alert}>{ALARM_READ_FAILED}</p>;
  if (!user) return <span className={styles.bone} role="status" aria-label="알림 설정을 불러오는 중" />;

  const values: Record<Key, boolean> = {
    'agree-ad': user.options.confNoticeAgreeAd,
    'agree-night': user.options.confNoticeAgreeNight,
  };
  const toggle = async (key: Key, on: boolean) => {
    setSaving(key);
    try {
      const next = await putAlarmOptions(userId, { [key]: on });
      queryClient.setQueryData(userQueryOptions(userId).queryKey, next);
      showToast(consentChangeNotice(key, on, new Date()));
    } catch {
      void showAlert(ALARM_SAVE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={own.alarms}>
      {ALARMS.map((alarm) => (
        <label key={alarm.key} className={own.alarm}>
          <span>
            <strong>{alarm.title}</strong>
            <small>{alarm.text}</small>
          </span>
          <input
            type="checkbox"
            checked={values[alarm.key]}
            disabled={saving !== null}
            onChange={(e) => void toggle(alarm.key, e.target.checked)}
          />
        </label>
      ))}
      <p className={styles.message}>
        주문, 배송, 결제 등 서비스 이용에 필요한 알림은 설정과 관계없이 발송됩니다.
      </p>
    </div>
  );
}
