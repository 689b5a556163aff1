import { ApiError } from '@shop/domain/api/api-error';
import { formatDateTime } from '@shop/domain/format/date';
import { parseRecordId } from '@shop/domain/validation/record-id';
import { Link, useParams } from 'react-router';
import { useAtt } from './api/get-att';
import styles from './dev-pages.module.css';

/** /atts/{attId}: one attachment row with every field, a preview for images and its download. */
export function AttScreen() {
  const id = parseRecordId(useParams().attId);
  if (id === null) throw new ApiError(404, '첨부 파일을 찾을 수 없습니다.');
  return <Att id={id} />;
}

function Att({ id }: { id: number }) {
  const { data: att } = useAtt(id);
  return (
    <section className={styles.page} aria-labelledby="att-title">
      <p className={styles.devNote}>개발용 페이지</p>
      <h1 id="att-title" className={styles.title}>
        첨부 파일 #{id}
      </h1>
      {!att ? (
        <p className={styles.state}>불러오는 중…</p>
      ) : (
        <>
          {att.mime.startsWith('image/') && (
            <img
              className={styles.preview}
              src={att.url}
              alt={att.name}
              width={att.width ?? 320}
              height={att.height ?? 320}
            />
          )}
          <dl className={styles.fields}>
            {Object.entries({ ...att, created_at: formatDateTime(att.created_at) }).map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{value === null ? '—' : String(value)}</dd>
              </div>
            ))}
          </dl>
          <a
            href={att.download_url}
            download={att.name}
            className={`${styles.button} ${styles.primary} ${styles.wide}`}
          >
            파일 받기
          </a>
        </>
      )}
      <Link to="/atts" className={`${styles.button} ${styles.wide}`}>
        목록
      </Link>
    </section>
  );
}
