import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { loginErrorKey, signInWithEmail, type LoginErrorKey } from '@/lib/auth';
import { takeReturnPath } from '@/lib/returnPath';
import { useSession } from '../session';
import './LoginPage.css';

/** Spec 000 §5: email required, max 255; password required, max 128. */
const EMAIL_MAX = 255;
const PASSWORD_MAX = 128;

/**
 * /login, minimal: email + password with Firebase Auth (the guards send visitors here). After success: to
 * /verify-email when the e-mail is unverified, else to the saved return path (returnAfterLogin) or /.
 * A signed-in visitor is sent to /. Google sign-in, bot-check and the full screen come with the accounts issue.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const session = useSession();
  const navigate = useNavigate();
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<LoginErrorKey | 'required' | null>(null);

  if (session.status === 'signedIn' && !submitting && !done) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError('required');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { user } = await signInWithEmail(trimmedEmail, password);
      setDone(true);
      if (!user.emailVerified) navigate('/verify-email', { replace: true });
      else navigate(takeReturnPath() ?? '/', { replace: true });
    } catch (failure) {
      setError(loginErrorKey(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="login" aria-labelledby="login-title">
      <div className="login__card">
        <h1 id="login-title" className="login__title">
          {t('login.title')}
        </h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
        <form className="form" noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
          {error ? (
            <p id={errorId} className="form__error" role="alert">
              {t(error === 'required' ? 'login.errors.required' : `login.errors.${error}`)}
            </p>
          ) : null}
          <div className="form__field">
            <label htmlFor={emailId} className="form__label">
              {t('login.email')}
            </label>
            <input
              id={emailId}
              className="form__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={EMAIL_MAX}
              value={email}
              aria-invalid={error === 'required' && !email.trim() ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="form__field">
            <div className="form__label-row">
              <label htmlFor={passwordId} className="form__label">
                {t('login.password')}
              </label>
              <Link to="/forgot-password" className="form__aside-link">
                {t('login.forgot')}
              </Link>
            </div>
            <input
              id={passwordId}
              className="form__input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              value={password}
              aria-invalid={error === 'required' && !password ? true : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="login__footer">
          {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
        </p>
      </div>
    </section>
  );
}
