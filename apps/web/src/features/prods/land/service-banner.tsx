import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import styles from './prods-land.module.css';

/** The bottom banner to the service page: 설치부터 무상 AS까지. */
export function ServiceBanner() {
  return (
    <Link to={paths.aboutUs('service')} className={styles.banner}>
      <img
        src="/files/banners/service.svg"
        alt=""
        width={1080}
        height={480}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.bannerText}>
        <strong>설치부터 무상 AS까지</strong>
        <span>소리담 서비스 알아보기</span>
      </span>
    </Link>
  );
}
