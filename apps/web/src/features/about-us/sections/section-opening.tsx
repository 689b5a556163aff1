import { Fragment } from 'react';
import styles from '../about-us.module.css';

export type SectionOpeningProps = {
  /** The small English line above the heading ('VISION'). */
  eyebrow: string;
  /** The heading's lines. */
  heading: readonly string[];
  banner?: { src: string; alt: string; width: number; height: number };
};

/** An about-us section's opening: its eyebrow, its heading, then its banner picture if it has one. */
export function SectionOpening({ eyebrow, heading, banner }: SectionOpeningProps) {
  return (
    <>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 className={styles.heading}>
        {heading.map((line, i) => (
          <Fragment key={line}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </h2>
      {banner && (
        <img
          className={styles.banner}
          src={banner.src}
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
        />
      )}
    </>
  );
}
