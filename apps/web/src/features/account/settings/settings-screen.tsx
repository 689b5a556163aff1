import { useState } from 'react';
import { useUser } from '../../../shared/api/get-user';
import { useSession } from '../../../shared/auth/auth-store';
import { readStored } from '../../../shared/storage/read-stored';
import styles from '../../../shared/ui/form/form.module.css';
import { WithdrawButton } from '../withdraw/withdraw-button';
import { AccountGuardForm } from './account-guard-form';
import { AlarmTab } from './alarm-tab';
import { GUARD_PASS_KEY, guardPassValue, guardStillPassed } from './guard-pass';
import { LinkedSocials } from './linked-socials';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import own from './settings.module.css';

type Tab = 'info' | 'alarm';

function readPass(userId: string): boolean {
  return guardStillPassed(readStored('sessionStorage', GUARD_PASS_KEY), userId, Date.now());
}

/** Settings /users/update: the guard, then the tabs 개인정보 and 알림 설정 (section 2.12). */
export function SettingsScreen() {
  const session = useSession();
  const userId = session?.id ?? '';
  const [passed, setPassed] = useState(() => readPass(userId));
  const [tab, setTab] = useState<Tab>('info');
  const user = useUser(userId);

  const onPassed = () => {
    try {
      window.sessionStorage.setItem(GUARD_PASS_KEY, guardPassValue(userId, Date.now()));
    } catch {
      // The pass then lasts only while this screen is open.
    }
    setPassed(true);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>설정</h1>
      {!passed ? (
        <div className={own.guard}>
          <AccountGuardForm onPassed={onPassed} />
        </div>
      ) : (
        <>
          <div className={own.tabs} role="tablist" aria-label="설정">
            {(
              [
                ['info', '개인정보'],
                ['alarm', '알림 설정'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`settings-tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`settings-panel-${key}`}
                className={own.tab}
                onClick={() => setTab(key)}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
            {tab === 'info' ? (
              <>
                <ProfileForm userId={userId} user={user.data} />
                <div className={styles.section}>
                  <PasswordChangeForm />
                </div>
                <LinkedSocials userId={userId} />
                <div className={styles.section}>
                  <WithdrawButton userId={userId} />
                </div>
              </>
            ) : (
              <AlarmTab userId={userId} user={user.data} readFailed={user.isError} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
