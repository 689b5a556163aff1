import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import styles from './featured-land.module.css';

/** The bottom banner: installation and free after-service, linking to the service page. */
export function ServiceBanner() {
  return (
    <Link to={paths.aboutUs('service')} className={styles.service}>
      <img
        src="/files/banners/service.svg"
        alt=""
        width={1080}
        height={480}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.serviceText}>
        설치부터 무상 AS까지
        <span className={styles.serviceArrow} aria-hidden="true">
          →
        </span>
      </span>
    </Link>
  );
}
