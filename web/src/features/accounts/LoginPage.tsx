import type { UserCredential } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { googleErrorKey, loginErrorKey, signInWithEmail, signInWithGoogle } from '@/platform/auth';
import { humanCheckErrorKey, verifyHuman } from '@/platform/botCheck';
import { duringAuthFlow } from '@/platform/profile';
import { useSession } from '@/platform/session';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { FormMessage, PasswordField, SubmitButton } from '@/components/form';
import { EmailField } from './components/EmailField';
import { AuthCard } from './components/AuthCard';
import { GoogleButton, OrDivider } from './components/GoogleButton';
import { pathAfterSignIn, syncProfileAfterSignIn } from './signInFlow';

type LoginError =
  | { key: ReturnType<typeof loginErrorKey> | 'required' | 'popupBlocked' | 'emailInUse'; ns: 'accounts' }
  | { key: 'botCheck.failed' | 'botCheck.rateLimited'; ns: 'common' };

/**
 * /login (spec 000 §2, §5, §8): email (≤255) and password (≤128), Google sign-in, links to /forgot-password and
 * /signup. The LOGIN bot-check runs first (without a token after 5 s the sign-in proceeds). After success:
 * users-ensureProfile, then /verify-email when unverified, else the saved return path or /.
 * A signed-in visitor is sent to /.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  if (session.status === 'signedIn' && !busy && !done) return <Navigate to="/" replace />;

  const finish = async (run: () => Promise<UserCredential>) => {
    await duringAuthFlow(async () => {
      const { user } = await run();
      setDone(true);
      const outcome = await syncProfileAfterSignIn(user);
      navigate(pathAfterSignIn(outcome), { replace: true });
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError({ key: 'required', ns: 'accounts' });
      return;
    }
    setBusy('email');
    setError(null);
    try {
      const blocked = humanCheckErrorKey(await verifyHuman('LOGIN'));
      if (blocked) {
        setError({ key: blocked, ns: 'common' });
        return;
      }
      await finish(() => signInWithEmail(trimmedEmail, password));
    } catch (failure) {
      setError({ key: loginErrorKey(failure), ns: 'accounts' });
    } finally {
      setBusy(null);
    }
  };

  // Google's own sign-in stands in for the bot-check: the popup must open within the press (popup blockers).
  const google = async () => {
    setBusy('google');
    setError(null);
    try {
      await finish(signInWithGoogle);
    } catch (failure) {
      const key = googleErrorKey(failure);
      if (key !== 'cancelled') setError({ key, ns: 'accounts' });
    } finally {
      setBusy(null);
    }
  };

  // A missing field is said next to the field; the rest above the form.
  const message =
    !error || error.key === 'required'
      ? null
      : error.ns === 'common'
        ? t(error.key, { ns: 'common' })
        : t(`login.errors.${error.key}`);

  return (
    <AuthCard
      className="login"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={submit} aria-busy={busy === 'email' || undefined}>
        {message ? <FormMessage>{message}</FormMessage> : null}
        <EmailField
          value={email}
          error={error?.key === 'required' && !email.trim() ? t('login.errors.emailRequired') : null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          maxLength={ACCOUNT_LIMITS.password.max}
          value={password}
          error={error?.key === 'required' && !password ? t('login.errors.passwordRequired') : null}
          aside={
            <Link to="/forgot-password" className="form__aside-link">
              {t('login.forgot')}
            </Link>
          }
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton
          busy={busy === 'email'}
          disabled={busy !== null}
          label={t('login.submit')}
          busyLabel={t('login.submitting')}
        />
      </form>
      <OrDivider label={t('form.or')} />
      <GoogleButton
        label={busy === 'google' ? t('google.working') : t('google.signIn')}
        busy={busy === 'google'}
        disabled={busy !== null}
        onClick={() => void google()}
      />
      <p className="auth-card__notice">{t('botCheck.notice')}</p>
    </AuthCard>
  );
}

export { LoginPage as Component };
