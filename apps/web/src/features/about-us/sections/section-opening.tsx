import styles from '../about-us.module.css';

type Props = {
  /** The small English line above the heading ('VISION'). */
  eyebrow: string;
  /** The heading's two lines. */
  heading: readonly [string, string];
  banner: { src: string; alt: string; width: number; height: number };
};

/** An about-us section's opening: its eyebrow, its two-line heading, then its banner picture. */
export function SectionOpening({ eyebrow, heading, banner }: Props) {
  return (
    <>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 className={styles.heading}>
        {heading[0]}
        <br />
        {heading[1]}
      </h2>
      <img
        className={styles.banner}
        src={banner.src}
        alt={banner.alt}
        width={banner.width}
        height={banner.height}
      />
    </>
  );
}
