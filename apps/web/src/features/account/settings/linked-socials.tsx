import { Link } from 'react-router';
import { browserDeviceHints, isIosDevice } from '../../../shared/auth/device-type';
import { offeredSocialProviders, socialProviderOfType } from '../../../shared/auth/social-providers';
import styles from '../../../shared/ui/form/form.module.css';
import { useSocialUsers } from '../api/get-social-users';
import own from './settings.module.css';

/**
 * Linked social accounts: each opens its provider page with ?isLogin (an unlink button there) and the
 * link's ?socialUserId; providers not linked yet can be linked from here.
 */
export function LinkedSocials({ userId }: { userId: string }) {
  const { data, isPending, isError } = useSocialUsers(userId);
  if (isPending) return <span className={styles.bone} role="status" aria-label="연동 계정을 불러오는 중" />;
  if (isError) return <p className={styles.error}>연동된 계정을 확인할 수 없습니다.</p>;
  const linkedTypes = new Set(data.map((s) => s.type));
  const unlinked = offeredSocialProviders(isIosDevice(browserDeviceHints())).filter(
    (p) => !linkedTypes.has(p.type),
  );
  return (
    <section className={styles.section} aria-labelledby="socials-title">
      <h2 id="socials-title" className={styles.sectionTitle}>
        연동된 소셜 계정
      </h2>
      {data.length === 0 ? (
        <p className={styles.message}>연동된 소셜 계정이 없습니다.</p>
      ) : (
        <ul className={own.socials}>
          {data.map((social) => {
            const provider = socialProviderOfType(social.type);
            return (
              <li key={social.id}>
                <span>
                  <strong>{provider?.label ?? '소셜'}</strong> {social.social_account.email ?? ''}
                </span>
                {social.linked_at_signup ? (
                  <span className={own.muted}>가입 시 연동</span>
                ) : (
                  provider && (
                    <Link to={`${provider.path}?isLogin=1&socialUserId=${social.id}`} className={own.action}>
                      연동 해제
                    </Link>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {unlinked.length > 0 && (
        <ul className={own.linkButtons}>
          {unlinked.map((provider) => (
            <li key={provider.type}>
              <Link to={`${provider.path}?start=1`} className={styles.secondary}>
                {provider.label} 계정 연동
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
