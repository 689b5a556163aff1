import type { noticeAttemptSchema } from '@shop/domain/api/users';
import { attemptLabel } from '@shop/domain/notifications/delivery-state';
import type { z } from 'zod';
import { TimeStamp } from '../../shared/ui/time-stamp';
import styles from './notice-msgs.module.css';

type Attempt = z.infer<typeof noticeAttemptSchema>;

/** The delivery log of one message: each channel tried, by which provider, its answer and later report. */
export function DeliveryAttempts({ attempts }: { attempts: Attempt[] }) {
  return (
    <section aria-label="발송 기록" className={styles.attempts}>
      <h2 className={styles.attemptsTitle}>발송 기록</h2>
      {attempts.length === 0 ? (
        <p className={styles.empty}>아직 보낸 기록이 없습니다.</p>
      ) : (
        <ol>
          {attempts.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, in order
            <li key={i} className={styles.attempt}>
              <strong>{attemptLabel(a)}</strong>
              <span className={styles.to}>
                {a.provider} · {a.detail}
                {a.report_detail && ` · ${a.report_detail}`}
              </span>
              <TimeStamp at={a.created_at} withTime className={styles.date} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
