import styles from './notice-msgs.module.css';

/** A 알림톡 as KakaoTalk shows it: the template's text and its web-link button. */
export function TalkBubble({ body, button }: { body: string; button: { name: string; url: string } | null }) {
  return (
    <section className={styles.talk} aria-label="알림톡">
      <p className={styles.talkHead}>알림톡 도착</p>
      <p className={styles.talkBody}>{body}</p>
      {button && (
        <a href={button.url} className={styles.talkButton}>
          {button.name}
        </a>
      )}
    </section>
  );
}
