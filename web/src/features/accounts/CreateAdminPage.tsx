import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { ShieldIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { errorMessage } from '@/platform/api';
import { profileApi } from '@/platform/profile';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { FIRST_ADMIN_MESSAGES, createFirstAdminInputSchema } from '@domain/profile';
import { AuthCard } from './components/AuthCard';
import { FormMessage, PasswordField, SubmitButton } from '@/components/form';
import { EmailField } from './components/EmailField';
import { translateDomainMessage } from './messages';
import { FIRST_ADMIN_MESSAGE_KEYS } from './profileMessages';
import { useFocusFirstError } from './useFocusFirstError';

type Check = { status: 'loading' } | { status: 'error' } | { status: 'ready'; exists: boolean };

/**
 * /create-admin (spec 002 §2, §4 "First admin", §5, §8): open to anyone. When an admin exists (users-adminExists)
 * it says "Admin Already Exists" with Go to Login; otherwise an email and password form (a valid email, a password
 * of at least 6: the domain's schema) creates the first admin through users-createFirstAdmin, then a toast and
 * /login. A failure shows the server's message (the sign-in provider's own text for account errors).
 */
export function CreateAdminPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('createAdmin.title'));
  const [check, setCheck] = useState<Check>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    profileApi.adminExists().then(
      ({ exists }) => live && setCheck({ status: 'ready', exists }),
      () => live && setCheck({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setCheck({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (check.status === 'loading') return <PageLoading label={t('createAdmin.checking')} />;
  if (check.status === 'error')
    return (
      <ErrorState title={t('createAdmin.title')} message={t('createAdmin.checkFailed')} onRetry={retry} />
    );
  if (check.exists) return <AdminExists />;
  return <CreateAdminForm onExists={() => setCheck({ status: 'ready', exists: true })} />;
}

function AdminExists() {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard
      className="create-admin create-admin--exists"
      icon={<ShieldIcon size={28} />}
      title={t('createAdmin.exists')}
      subtitle={t('createAdmin.existsText')}
    >
      <Link to="/login" className="button button--primary button--block">
        {t('createAdmin.goToLogin')}
      </Link>
    </AuthCard>
  );
}

function CreateAdminForm({ onExists }: { onExists: () => void }) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const navigate = useNavigate();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = createFirstAdminInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      const found: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !found[field])
          found[field] = translateDomainMessage(t, issue.message, FIRST_ADMIN_MESSAGE_KEYS);
      }
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await profileApi.createFirstAdmin(parsed.data);
      toast.success(t('createAdmin.created', { email: parsed.data.email }));
      navigate('/login', { replace: true });
    } catch (failure) {
      const message = errorMessage(failure, t('errors.somethingWentWrong'));
      if (message === FIRST_ADMIN_MESSAGES.alreadyExists) {
        onExists();
        return;
      }
      setServerError(translateDomainMessage(t, message, FIRST_ADMIN_MESSAGE_KEYS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      className="create-admin"
      icon={<ShieldIcon size={28} />}
      title={t('createAdmin.title')}
      subtitle={t('createAdmin.subtitle')}
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {serverError ? <FormMessage>{serverError}</FormMessage> : null}
        <EmailField
          value={email}
          error={errors.email ?? null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          required
          maxLength={ACCOUNT_LIMITS.password.max}
          value={password}
          error={errors.password ?? null}
          hint={t('signup.passwordHint', { min: ACCOUNT_LIMITS.password.min })}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={busy} label={t('createAdmin.submit')} busyLabel={t('createAdmin.submitting')} />
      </form>
    </AuthCard>
  );
}

export { CreateAdminPage as Component };
