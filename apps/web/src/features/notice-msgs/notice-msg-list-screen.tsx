import { formatPhone } from '@shop/domain/format/phone';
import { deliverySummary } from '@shop/domain/notifications/delivery-state';
import { Link } from 'react-router';
import { throwPageErrors } from '../../shared/http/api-error';
import { LoadMoreButton } from '../../shared/ui/load-more/load-more-button';
import { TimeStamp } from '../../shared/ui/time-stamp';
import { useNoticeMsgs } from './api/get-notice-msgs';
import styles from './notice-msgs.module.css';
import { messagePreview } from './preview';

/** /noticeMsg (development only): the sent messages, five at a time with 더 보기. */
export function NoticeMsgListScreen() {
  const query = useNoticeMsgs();
  if (query.error && throwPageErrors(query.error)) throw query.error;
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>메시지 목록</h1>
      {query.isPending ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.bone} />
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>보낸 메시지가 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((msg) => {
            const to = msg.users[0]?.user;
            return (
              <li key={msg.id}>
                <Link to={`/noticeMsg/${msg.id}`} className={styles.row}>
                  <strong>{messagePreview(msg.content.content)}</strong>
                  {to && (
                    <span className={styles.to}>
                      {[to.email, to.name, to.mobile && formatPhone(to.mobile)].filter(Boolean).join(' · ')}
                    </span>
                  )}
                  <span className={styles.to}>{deliverySummary(msg.channel, msg.state)}</span>
                  <TimeStamp at={msg.created_at} withTime className={styles.date} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton pages={query} className={styles.more} />
    </div>
  );
}
