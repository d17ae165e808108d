import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { createAccount, sendVerificationEmail, setAccountDisplayName, signupErrorKey } from '@/platform/auth';
import { humanCheckErrorKey, verifyHuman } from '@/platform/botCheck';
import { siteHost } from '@/platform/env';
import { duringAuthFlow } from '@/platform/profile';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { deriveUsername } from '@domain/username';
import { AccountPasswordField, DisplayNameField, EmailField } from './components/AccountFields';
import { SwitchLink } from './components/AuthForm';
import { EmailOrGoogleCard } from './components/EmailOrGoogleCard';
import { syncProfileAfterSignIn } from './signInFlow';
import { useSignIn } from './useSignIn';
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
  const { busy, setBusy, setDone, google, alreadySignedIn } = useSignIn();
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
  const [formError, setFormError] = useState<FormError | null>(null);

  if (alreadySignedIn) return <Navigate to="/" replace />;

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

  const derived = values.displayName.trim() ? deriveUsername(values.displayName) : null;
  const channelHint = derived
    ? derived.ok
      ? t('signup.channelHint', { address: `${siteHost}/${derived.username}` })
      : t('signup.channelLater')
    : t('signup.displayNameHint');
  const fieldError = (field: keyof SignupValues) => (errors[field] ? t(errors[field]) : null);

  return (
    <EmailOrGoogleCard
      screen="signup"
      footer={<SwitchLink text={t('signup.haveAccount')} to="/login" label={t('signup.loginLink')} />}
      busy={busy}
      error={formError ? t(formError.key, { ns: formError.ns }) : null}
      formRef={formRef}
      onSubmit={submit}
      onGoogle={() =>
        void google((key) => setFormError(key && { key: `login.errors.${key}`, ns: 'accounts' }))
      }
    >
      <DisplayNameField
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
      <AccountPasswordField
        purpose="new"
        minLength={ACCOUNT_LIMITS.password.min}
        value={values.password}
        error={fieldError('password')}
        onChange={(event) => update('password', event.target.value)}
      />
      <AccountPasswordField
        purpose="confirm"
        value={values.confirm}
        error={fieldError('confirm')}
        onChange={(event) => update('confirm', event.target.value)}
      />
    </EmailOrGoogleCard>
  );
}

export { SignupPage as Component };
