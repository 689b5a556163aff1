import { HOME_HERO_PICTURE } from '@shop/domain/catalog/bundled-pictures';
import { useState } from 'react';
import styles from './featured-land.module.css';

/** The home banner: the shop's image over a gradient; if the image is missing the gradient carries the text. */
export function HeroBanner() {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className={styles.hero} aria-label="소리담 렌탈 안내">
      {!imageFailed && (
        <img
          src={HOME_HERO_PICTURE}
          alt="좋은 소리를 매달 부담 없이, 소리담 오디오 렌탈"
          width={1080}
          height={720}
          fetchPriority="high"
          onError={() => setImageFailed(true)}
        />
      )}
      {imageFailed && (
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>SORIDAM RENTAL</p>
          <p className={styles.heroTitle}>
            좋은 소리를
            <br />
            매달 부담 없이
          </p>
        </div>
      )}
    </section>
  );
}
