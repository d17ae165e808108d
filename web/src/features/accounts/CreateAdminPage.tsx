import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { ShieldIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { errorMessage } from '@/platform/api';
import { profileApi } from '@/platform/profile';
import { FIRST_ADMIN_MESSAGES, createFirstAdminInputSchema } from '@domain/profile';
import { AccountPasswordField, EmailField } from './components/AccountFields';
import { AuthCard } from './components/AuthCard';
import { AuthForm } from './components/AuthForm';
import { translateDomainMessage } from './messages';
import { FIRST_ADMIN_MESSAGE_KEYS } from './profileMessages';
import { useFocusFirstError } from './useFocusFirstError';

const ADMIN_EXISTS = ['admin-exists'] as const;

/**
 * /create-admin (spec 002 §2, §4 "First admin", §5, §8): open to anyone. When an admin exists (users-adminExists)
 * it says "Admin Already Exists" with Go to Login; otherwise an email and password form (a valid email, a password
 * of at least 6: the domain's schema) creates the first admin through users-createFirstAdmin, then a toast and
 * /login. A failure shows the server's message (the sign-in provider's own text for account errors).
 */
export function CreateAdminPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('createAdmin.title'));
  const client = useQueryClient();
  // Asked afresh each time the screen opens (nothing kept once it closes): an admin may have been made meanwhile.
  const check = useQuery({
    queryKey: ADMIN_EXISTS,
    queryFn: () => profileApi.adminExists(),
    retry: false,
    gcTime: 0,
  });
  const retry = () => void client.resetQueries({ queryKey: ADMIN_EXISTS });

  if (check.isPending) return <PageLoading label={t('createAdmin.checking')} />;
  if (check.isError)
    return (
      <ErrorState title={t('createAdmin.title')} message={t('createAdmin.checkFailed')} onRetry={retry} />
    );
  if (check.data.exists) return <AdminExists />;
  return <CreateAdminForm onExists={() => client.setQueryData(ADMIN_EXISTS, { exists: true })} />;
}

function AdminExists() {
  const { t } = useTranslation('accounts');
  return (
    <AdminCard exists>
      <Link to="/login" className="button button--primary button--block">
        {t('createAdmin.goToLogin')}
      </Link>
    </AdminCard>
  );
}

/** The screen's card: the first-admin form, or the word that an admin exists already. */
function AdminCard({ exists = false, children }: { exists?: boolean; children: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard
      className={exists ? 'create-admin create-admin--exists' : 'create-admin'}
      icon={<ShieldIcon size={28} />}
      title={exists ? t('createAdmin.exists') : t('createAdmin.title')}
      subtitle={exists ? t('createAdmin.existsText') : t('createAdmin.subtitle')}
    >
      {children}
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
  const create = useMutation({
    mutationFn: profileApi.createFirstAdmin,
    onSuccess: (_answer, input) => {
      toast.success(t('createAdmin.created', { email: input.email }));
      navigate('/login', { replace: true });
    },
    onError: (failure) => {
      if (failureMessage(failure) === FIRST_ADMIN_MESSAGES.alreadyExists) onExists();
    },
  });
  const failureMessage = (failure: unknown) => errorMessage(failure, t('errors.somethingWentWrong'));
  const failed = create.error ? failureMessage(create.error) : null;
  const serverError =
    failed && failed !== FIRST_ADMIN_MESSAGES.alreadyExists
      ? translateDomainMessage(t, failed, FIRST_ADMIN_MESSAGE_KEYS)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
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
    create.mutate(parsed.data);
  };

  return (
    <AdminCard>
      <AuthForm
        texts="createAdmin"
        formRef={formRef}
        busy={create.isPending}
        error={serverError}
        onSubmit={submit}
      >
        <EmailField
          value={email}
          error={errors.email ?? null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AccountPasswordField
          purpose="new"
          value={password}
          error={errors.password ?? null}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AuthForm>
    </AdminCard>
  );
}

export { CreateAdminPage as Component };
