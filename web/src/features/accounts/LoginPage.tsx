import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { loginErrorKey, signInWithEmail } from '@/platform/auth';
import { humanCheckErrorKey, verifyHuman } from '@/platform/botCheck';
import { AccountPasswordField, EmailField } from './components/AccountFields';
import { SwitchLink } from './components/AuthForm';
import { EmailOrGoogleCard } from './components/EmailOrGoogleCard';
import { useSignIn, type GoogleErrorKey } from './useSignIn';

type LoginError =
  | { key: ReturnType<typeof loginErrorKey> | GoogleErrorKey | 'required'; ns: 'accounts' }
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
  const { busy, setBusy, finish, google, alreadySignedIn } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);

  if (alreadySignedIn) return <Navigate to="/" replace />;

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

  // A missing field is said next to the field; the rest above the form.
  const message =
    !error || error.key === 'required'
      ? null
      : error.ns === 'common'
        ? t(error.key, { ns: 'common' })
        : t(`login.errors.${error.key}`);
  const missing = error?.key === 'required';

  return (
    <EmailOrGoogleCard
      screen="login"
      footer={<SwitchLink text={t('login.noAccount')} to="/signup" label={t('login.signupLink')} />}
      busy={busy}
      error={message}
      onSubmit={submit}
      onGoogle={() => void google((key) => setError(key && { key, ns: 'accounts' }))}
    >
      <EmailField
        value={email}
        error={missing && !email.trim() ? t('login.errors.emailRequired') : null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AccountPasswordField
        purpose="current"
        value={password}
        error={missing && !password ? t('login.errors.passwordRequired') : null}
        aside={
          <Link to="/forgot-password" className="form__aside-link">
            {t('login.forgot')}
          </Link>
        }
        onChange={(event) => setPassword(event.target.value)}
      />
    </EmailOrGoogleCard>
  );
}

export { LoginPage as Component };
