import type { VerifType } from '@shop/domain/api/users';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { socialProviderOfType } from '../../../shared/auth/social-providers';
import { readSocialSignup } from '../../../shared/auth/social-signup';
import styles from '../../../shared/ui/form/form.module.css';
import { authPaths } from '../auth-paths';
import { SocialButtons } from '../social-buttons';
import own from './signup.module.css';
import { SignupForm } from './signup-form';

type Props = { verifType: VerifType; title: string; lead: string };

/** Sign-up: the gate (e-mail or social), then the form; a social account coming back skips the gate. */
function Signup({ verifType, title, lead }: Props) {
  const session = useSession();
  const [social] = useState(readSocialSignup);
  const [step, setStep] = useState<'gate' | 'form'>(social ? 'form' : 'gate');
  if (session && step === 'gate') return <Navigate to="/" replace />;
  const provider = social ? socialProviderOfType(social.type) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {step === 'gate' ? (
        <div className={own.gate}>
          <button type="button" className={styles.primary} onClick={() => setStep('form')}>
            이메일로 가입하기
          </button>
          <p className={styles.divider}>간편 가입</p>
          <SocialButtons verb="가입하기" />
          <p className={styles.links}>
            이미 회원이신가요? <Link to={authPaths.login}>로그인</Link>
          </p>
        </div>
      ) : (
        <>
          {provider && (
            <p className={styles.notice}>
              {provider.label} 계정과 연결해 가입합니다.
              {social?.emailRegistered &&
                ' 이 이메일로 가입된 계정이 있다면 로그인 후 설정에서 연동해 주세요.'}
            </p>
          )}
          <SignupForm verifType={verifType} social={social} />
        </>
      )}
    </div>
  );
}

export function SignupScreen() {
  return (
    <Signup verifType="register" title="회원가입" lead="이메일과 휴대폰 본인인증으로 간단하게 가입하세요." />
  );
}

/** /users/createFav: the same sign-up for quiz takers; the pending result is saved with the account. */
export function CreateFavScreen() {
  return (
    <Signup
      verifType="create"
      title="회원가입"
      lead="가입하면 방금 받은 취향 테스트 결과와 맞춤 추천을 언제든 다시 볼 수 있어요."
    />
  );
}
