import { useEffect, useId, useRef, useState } from 'react';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import styles from './prod-detail.module.css';

/**
 * A collapsible content box (spec, product information, delivery, AS/refund): clipped to a fixed height,
 * with 더 보기 while the content overflows. A ResizeObserver keeps checking as images load or fonts swap.
 */
export function InfoBox({ title, html }: { title: string; html: string }) {
  const bodyId = useId();
  const clipRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const clip = clipRef.current;
    if (!clip || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(clip.scrollHeight > clip.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(clip);
    if (clip.firstElementChild) observer.observe(clip.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);

  return (
    <section className={styles.box}>
      <h3 className={styles.boxHead}>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {title}
          <span className={styles.chevron} data-open={open} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        <div ref={clipRef} className={styles.boxClip} data-expanded={expanded}>
          <SafeHtml html={html} className={styles.html} prose={false} />
        </div>
        {(overflows || expanded) && (
          <button type="button" className={styles.boxMore} onClick={() => setExpanded(!expanded)}>
            {expanded ? '접기' : '더 보기'}
          </button>
        )}
      </div>
    </section>
  );
}
