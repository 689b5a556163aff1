import { type DocSlug, SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { Link } from 'react-router';
import { CheckLabel } from '../../../shared/ui/form/check-label';
import styles from '../../../shared/ui/form/form.module.css';
import { type SignupDoc, useSignupDocs } from '../api/get-signup-docs';
import { authPaths } from '../auth-paths';
import own from './signup.module.css';

type Props = { agreed: readonly string[]; onChange: (agreed: string[]) => void; error: string | null };

/**
 * The sign-up agreements, each with a link to read it: usage terms and privacy policy [필수], receiving
 * advertising [선택] (decision 019). 전체 동의 ticks all of them; each can still be unticked.
 */
export function Agreements({ agreed, onChange, error }: Props) {
  const { data: docs, isPending, isError, refetch } = useSignupDocs();
  if (isPending) return <span className={styles.bone} role="status" aria-label="약관을 불러오는 중" />;
  if (isError)
    return (
      <p className={styles.alert}>
        약관을 불러오지 못했습니다.{' '}
        <button type="button" className={styles.inlineLink} onClick={() => void refetch()}>
          다시 시도
        </button>
      </p>
    );
  const all = docs.length > 0 && docs.every((doc) => agreed.includes(doc.slug));
  const toggle = (doc: SignupDoc, on: boolean) =>
    onChange(on ? [...agreed, doc.slug] : agreed.filter((slug) => slug !== doc.slug));
  return (
    <fieldset className={own.agreements}>
      <legend className={styles.label}>약관 동의</legend>
      <CheckLabel
        className={`${styles.check} ${own.all}`}
        checked={all}
        onCheck={(on) => onChange(on ? docs.map((d) => d.slug) : [])}
      >
        전체 동의
      </CheckLabel>
      <ul className={own.docs}>
        {docs.map((doc) => (
          <li key={doc.id}>
            <CheckLabel checked={agreed.includes(doc.slug)} onCheck={(on) => toggle(doc, on)}>
              {SIGNUP_REQUIRED_DOC_SLUGS.includes(doc.slug as DocSlug) ? '[필수]' : '[선택]'} {doc.title}
            </CheckLabel>
            <Link to={authPaths.docPub(doc.slug)} className={own.read} target="_blank">
              보기
            </Link>
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
