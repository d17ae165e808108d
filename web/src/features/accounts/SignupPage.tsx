import type { User, UserCredential } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import {
  createAccount,
  googleErrorKey,
  sendVerificationEmail,
  setAccountDisplayName,
  signInWithGoogle,
  signupErrorKey,
} from '@/platform/auth';
import { humanCheckErrorKey, verifyHuman } from '@/platform/botCheck';
import { siteHost } from '@/platform/env';
import { duringAuthFlow } from '@/platform/profile';
import { useSession } from '@/platform/session';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { deriveUsername } from '@domain/username';
import { AuthCard } from './components/AuthCard';
import { FormMessage, InputField, PasswordField, SubmitButton } from '@/components/form';
import { EmailField } from './components/EmailField';
import { GoogleButton, OrDivider } from './components/GoogleButton';
import { pathAfterSignIn, syncProfileAfterSignIn } from './signInFlow';
import { useFocusFirstError } from './useFocusFirstError';
import { hasErrors, validateSignup, type FieldErrors, type SignupValues } from './validation';

type FormError = { key: string; ns: 'accounts' | 'common' };

/**
 * /signup (spec 000 §2, §5, §8): display name (≤100), email, password (6–128) and its confirmation, Google
 * sign-up. The SIGNUP bot-check runs first (without a token after 5 s the sign-up proceeds). Then: the account,
 * its display name, the verification e-mail, users-ensureProfile (which derives and reserves the username from the
 * display name) and /verify-email. Google sign-up goes to /set-username while the profile has no username.
 */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signup.title'));
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<SignupValues>({
    displayName: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);

  if (session.status === 'signedIn' && !busy && !done) return <Navigate to="/" replace />;

  const update = (field: keyof SignupValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, the messages follow the input as it is corrected.
    if (submitted) setErrors(validateSignup(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignup(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    setBusy('email');
    let user: User | null = null;
    try {
      const blocked = humanCheckErrorKey(await verifyHuman('SIGNUP'));
      if (blocked) {
        setFormError({ key: blocked, ns: 'common' });
        return;
      }
      await duringAuthFlow(async () => {
        user = await createAccount(values.email.trim(), values.password);
        setDone(true);
        // The account exists: whatever fails below, the user continues on /verify-email (resend is there, and the
        // guards send a profile without a username to /set-username).
        const displayName = values.displayName.trim();
        await setAccountDisplayName(user, displayName).catch((error: unknown) =>
          console.warn('The display name could not be stored on the account.', error),
        );
        try {
          await sendVerificationEmail();
        } catch {
          toast.warning(t('signup.verificationNotSent'));
        }
        await syncProfileAfterSignIn(user);
        navigate('/verify-email', { replace: true });
      });
    } catch (failure) {
      if (!user) {
        const key = signupErrorKey(failure);
        setFormError({ key: `signup.errors.${key}`, ns: 'accounts' });
        if (key === 'emailInUse') setErrors({ email: 'signup.errors.emailInUse' });
        else if (key === 'weakPassword') setErrors({ password: 'signup.errors.weakPassword' });
      }
    } finally {
      setBusy(null);
    }
  };

  const google = async () => {
    setBusy('google');
    setFormError(null);
    try {
      await duringAuthFlow(async () => {
        const { user }: UserCredential = await signInWithGoogle();
        setDone(true);
        const outcome = await syncProfileAfterSignIn(user);
        navigate(pathAfterSignIn(outcome), { replace: true });
      });
    } catch (failure) {
      const key = googleErrorKey(failure);
      if (key !== 'cancelled') setFormError({ key: `login.errors.${key}`, ns: 'accounts' });
    } finally {
      setBusy(null);
    }
  };

  const derived = values.displayName.trim() ? deriveUsername(values.displayName) : null;
  const channelHint = derived
    ? derived.ok
      ? t('signup.channelHint', { address: `${siteHost}/${derived.username}` })
      : t('signup.channelLater')
    : t('signup.displayNameHint');
  const fieldError = (field: keyof SignupValues) => (errors[field] ? t(errors[field]) : null);

  return (
    <AuthCard
      className="signup"
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </p>
      }
    >
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-busy={busy === 'email' || undefined}
      >
        {formError ? <FormMessage>{t(formError.key, { ns: formError.ns })}</FormMessage> : null}
        <InputField
          label={t('fields.displayName')}
          name="displayName"
          autoComplete="name"
          required
          maxLength={ACCOUNT_LIMITS.displayName.signupMax}
          value={values.displayName}
          error={fieldError('displayName')}
          hint={channelHint}
          onChange={(event) => update('displayName', event.target.value)}
        />
        <EmailField
          value={values.email}
          error={fieldError('email')}
          onChange={(event) => update('email', event.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          required
          minLength={ACCOUNT_LIMITS.password.min}
          maxLength={ACCOUNT_LIMITS.password.max}
          value={values.password}
          error={fieldError('password')}
          hint={t('signup.passwordHint', { min: ACCOUNT_LIMITS.password.min })}
          onChange={(event) => update('password', event.target.value)}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={ACCOUNT_LIMITS.password.max}
          value={values.confirm}
          error={fieldError('confirm')}
          onChange={(event) => update('confirm', event.target.value)}
        />
        <SubmitButton
          busy={busy === 'email'}
          disabled={busy !== null}
          label={t('signup.submit')}
          busyLabel={t('signup.submitting')}
        />
      </form>
      <OrDivider label={t('form.or')} />
      <GoogleButton
        label={busy === 'google' ? t('google.working') : t('google.signUp')}
        busy={busy === 'google'}
        disabled={busy !== null}
        onClick={() => void google()}
      />
      <p className="auth-card__notice">{t('botCheck.notice')}</p>
    </AuthCard>
  );
}

export { SignupPage as Component };
