import { formatDateTime } from '@shop/domain/format/date';
import { Link, useParams } from 'react-router';
import { throwPageErrors } from '../../shared/http/api-error';
import { useNoticeMsg } from './api/get-notice-msg';
import styles from './notice-msgs.module.css';
import { messagePreview } from './preview';

/** Links in a message are shown as links (the reset link), everything else as text. */
function Content({ text }: { text: string }) {
  return (
    <div className={styles.content}>
      {text.split('\n').map((line, i) =>
        /^https?:\/\/\S+$/.test(line) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
          <a key={i} href={line} className={styles.link}>
            {line}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
          <p key={i}>{line}</p>
        ),
      )}
    </div>
  );
}

/** /noticeMsg/{id}: header of the first 20 characters, created_at, the full content and 목록. */
export function NoticeMsgDetailScreen() {
  const { id = '' } = useParams();
  const query = useNoticeMsg(id);
  if (query.error && throwPageErrors(query.error)) throw query.error;
  const msg = query.data;
  return (
    <div className={styles.page}>
      {!msg ? (
        <div aria-busy="true">
          <span className={styles.bone} />
        </div>
      ) : (
        <article>
          <header className={styles.header}>
            <h1 className={styles.title}>{messagePreview(msg.content.content)}</h1>
            <time className={styles.date} dateTime={msg.created_at}>
              {formatDateTime(msg.created_at)}
            </time>
          </header>
          <Content text={msg.content.content} />
        </article>
      )}
      <Link to="/noticeMsg" className={styles.more}>
        목록
      </Link>
    </div>
  );
}
