import { SOCIAL_TYPE } from '@shop/domain/codes/social-type';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { runAfterLogin } from '../../shared/auth/after-login';
import { useSession } from '../../shared/auth/auth-store';
import { browserDeviceHints, isIosDevice } from '../../shared/auth/device-type';
import { signIn } from '../../shared/auth/sign-in';
import { type SocialProvider, socialProviderOfType } from '../../shared/auth/social-providers';
import { keepSocialSignup } from '../../shared/auth/social-signup';
import { paths, pathTo } from '../../shared/config/paths';
import { isApiError } from '../../shared/http/api-error';
import { showAlert } from '../../shared/ui/dialog/dialog-store';
import styles from '../../shared/ui/form/form.module.css';
import { deleteSocialUser } from './api/delete-social-user';
import { getAuthorizeUrl } from './api/get-authorize-url';
import { postSocialUser } from './api/post-social-user';
import { postStoreToken } from './api/post-store-token';
import {
  APPLE_IOS_ONLY,
  SOCIAL_FAILED_TEXT,
  SOCIAL_FAILED_TITLE,
  SOCIAL_LINK_DONE,
  SOCIAL_LOGIN_DONE,
  socialNextStep,
  unlinkMessages,
} from './social-messages';

type Props = { provider: SocialProvider };

/**
 * One social page (/socialUserKakao …): starts the provider's consent, takes its return (code, state),
 * and routes the result; with ?isLogin&socialUserId it offers unlinking instead (section 2.12).
 */
function SocialPage({ provider }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const returnedError = params.get('error');
  const isLogin = params.has('isLogin');
  const socialUserId = params.get('socialUserId');
  const available = !provider.iosOnly || isIosDevice(browserDeviceHints());

  const begin = async () => {
    setBusy(true);
    try {
      const { url } = await getAuthorizeUrl(provider.type);
      window.location.assign(url);
    } catch (err) {
      setBusy(false);
      setFailure(isApiError(err) && err.status < 500 ? err.message : SOCIAL_FAILED_TEXT);
    }
  };

  // The provider's return: exchange the code once, then log in, link or sign up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per return
  useEffect(() => {
    if (handled.current) return;
    if (returnedError) {
      handled.current = true;
      setFailure(SOCIAL_FAILED_TEXT);
      return;
    }
    if (code && state) {
      handled.current = true;
      void finish(code, state);
    } else if (params.get('start') && available && !isLogin) {
      handled.current = true;
      void begin();
    }
  }, []);

  const finish = async (returnedCode: string, returnedState: string) => {
    setBusy(true);
    try {
      const stored = await postStoreToken({ type: provider.type, code: returnedCode, state: returnedState });
      const outcome = await postSocialUser({
        type: provider.type,
        token: stored.token,
        ...(session ? { user_id: Number(session.id) } : {}),
      });
      const step = socialNextStep(outcome.result);
      if (step === 'settings') {
        void showAlert(SOCIAL_LINK_DONE);
        navigate(pathTo('UserUpdate'), { replace: true });
      } else if (step === 'signUp') {
        keepSocialSignup({
          token: outcome.token ?? stored.token,
          type: provider.type,
          email: outcome.social_account.email ?? null,
          emailRegistered: outcome.email_registered,
        });
        navigate(paths.userCreate, { replace: true });
      } else if (outcome.auth) {
        signIn(outcome.auth, false);
        void showAlert(SOCIAL_LOGIN_DONE);
        navigate(await runAfterLogin(String(outcome.auth.id)), { replace: true });
      } else {
        throw new Error('no tokens');
      }
    } catch (err) {
      setBusy(false);
      setFailure(isApiError(err) && err.status < 500 ? err.message : SOCIAL_FAILED_TEXT);
    }
  };

  const unlink = async () => {
    if (!socialUserId) return;
    setBusy(true);
    try {
      await deleteSocialUser(socialUserId);
      void showAlert(unlinkMessages(provider.type).done);
      navigate(pathTo('UserUpdate'), { replace: true });
    } catch (err) {
      setBusy(false);
      setFailure(isApiError(err) && err.status === 400 ? err.message : unlinkMessages(provider.type).failed);
    }
  };

  const returning = code !== null && failure === null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{provider.label} 계정</h1>
      <p className={styles.lead}>
        {isLogin
          ? `연동된 ${provider.label} 계정을 관리합니다.`
          : `${provider.label} 계정으로 간편하게 로그인하세요.`}
      </p>
      {failure && (
        <div className={styles.alert} role="alert">
          <strong>{SOCIAL_FAILED_TITLE}</strong>
          <p>{failure}</p>
        </div>
      )}
      {returning ? (
        <p className={styles.notice} role="status">
          {provider.label} 계정을 확인하는 중…
        </p>
      ) : !available ? (
        <p className={styles.notice}>{APPLE_IOS_ONLY}</p>
      ) : isLogin ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || !socialUserId}
          onClick={() => void unlink()}
        >
          {provider.label} 연동 해제
        </button>
      ) : (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void begin()}>
          {session ? `${provider.label} 계정 연동` : `${provider.label}로 로그인`}
        </button>
      )}
    </div>
  );
}

function screenFor(type: number) {
  return function SocialScreen() {
    const provider = socialProviderOfType(type);
    return provider ? <SocialPage provider={provider} /> : null;
  };
}

export const KakaoScreen = screenFor(SOCIAL_TYPE.KAKAOTALK);
export const NaverScreen = screenFor(SOCIAL_TYPE.NAVER);
export const GoogleScreen = screenFor(SOCIAL_TYPE.GOOGLE);
export const AppleScreen = screenFor(SOCIAL_TYPE.APPLE);

/** The Facebook page is empty (section 2.12). */
export function FacebookScreen() {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Facebook 로그인</h1>
    </div>
  );
}
