import { Link } from 'react-router';
import { browserDeviceHints, isIosDevice } from '../../shared/auth/device-type';
import { offeredSocialProviders } from '../../shared/auth/social-providers';
import styles from './social-buttons.module.css';

/** One button per social provider this device may use; each opens its page, which starts the sign-in. */
export function SocialButtons({ verb = '로그인' }: { verb?: string }) {
  const providers = offeredSocialProviders(isIosDevice(browserDeviceHints()));
  return (
    <ul className={styles.list}>
      {providers.map((provider) => (
        <li key={provider.type}>
          <Link to={`${provider.path}?start=1`} className={styles.button} data-provider={provider.type}>
            {provider.label}로 {verb}
          </Link>
        </li>
      ))}
    </ul>
  );
}
