import { formatDateTime } from '@shop/domain/format/date';
import { deliverySummary } from '@shop/domain/notifications/delivery-state';
import { isMessageKind, MESSAGE_KIND_LABEL } from '@shop/domain/notifications/templates';
import { Link, useParams } from 'react-router';
import { throwPageErrors } from '../../shared/http/api-error';
import { TimeStamp } from '../../shared/ui/time-stamp';
import { useNoticeMsg } from './api/get-notice-msg';
import { DeliveryAttempts } from './delivery-attempts';
import styles from './notice-msgs.module.css';
import { messagePreview } from './preview';
import { TalkBubble } from './talk-bubble';

const LINK_LINE = /^(?:(.+): )?(https?:\/\/\S+)$/;

/** Links in a message are shown as links (the reset link, "다시 결제하기: …"), everything else as text. */
function Content({ text }: { text: string }) {
  return (
    <div className={styles.content}>
      {text.split('\n').map((line, i) => {
        const link = LINK_LINE.exec(line);
        return link ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
          <p key={i}>
            {link[1] && `${link[1]}: `}
            <a href={link[2]} className={styles.link}>
              {link[2]}
            </a>
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
          <p key={i}>{line}</p>
        );
      })}
    </div>
  );
}

/**
 * /noticeMsg/{id}: header of the first 20 characters, created_at, the full content and 목록; beyond the
 * document, how it went out: the 알림톡 as the customer sees it (text and button) and every try per channel.
 */
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
            <TimeStamp at={msg.created_at} withTime className={styles.date} />
          </header>
          <p className={styles.summary}>
            {msg.kind && isMessageKind(msg.kind) && `${MESSAGE_KIND_LABEL[msg.kind]} · `}
            {deliverySummary(msg.channel, msg.state)}
            {msg.state === 'queued' && msg.send_after && ` (${formatDateTime(msg.send_after)} 이후)`}
          </p>
          {msg.channel === 'alimtalk' && msg.body ? (
            <TalkBubble body={msg.body} button={msg.button} />
          ) : (
            <Content text={msg.content.content} />
          )}
          <DeliveryAttempts attempts={msg.attempts} />
        </article>
      )}
      <Link to="/noticeMsg" className={styles.more}>
        목록
      </Link>
    </div>
  );
}
