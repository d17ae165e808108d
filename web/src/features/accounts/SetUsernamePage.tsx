import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LinkIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { siteHost } from '@/platform/env';
import { profileApi } from '@/platform/profile';
import { useSession } from '@/platform/session';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { deriveUsername } from '@domain/username';
import { DisplayNameField } from './components/AccountFields';
import { AuthCard } from './components/AuthCard';
import { AuthForm } from './components/AuthForm';
import { profileErrorMessage, translateDomainMessage } from './messages';
import { PROFILE_MESSAGE_KEYS } from './profileMessages';
import { useUsernameAvailability } from './useUsernameAvailability';

/**
 * /set-username (spec 000 §2, §4, §5): one display-name field (3–50, required: auth.displayNameRequired) with a
 * live preview of the channel address and the username rules checked as the user types (the domain's
 * deriveUsername, plus a look at usernames/{username}); Continue is disabled while the name is blank or invalid.
 * users-completeProfile derives and reserves the username; success goes to /. A complete profile goes to / at once.
 */
export function SetUsernamePage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('setUsername.title'));
  const session = useSession();

  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn') return <Navigate to="/login" replace />;
  const { profile } = session;
  if (profile.status === 'loading') return <PageLoading label={t('profile.loading')} />;
  if (profile.status === 'error')
    return <ErrorState message={t('profile.loadFailed')} onRetry={() => window.location.reload()} />;
  if (profile.data?.profileComplete && profile.data.username) return <Navigate to="/" replace />;

  return (
    <SetUsernameForm
      uid={session.user.uid}
      suggestion={profile.data?.displayName || session.user.displayName || ''}
    />
  );
}

function SetUsernameForm({ uid, suggestion }: { uid: string; suggestion: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const toast = useToast();
  const [displayName, setDisplayName] = useState(suggestion);
  const complete = useMutation({
    mutationFn: () => profileApi.completeProfile({ displayName }),
    onSuccess: ({ profile }) => {
      toast.success(
        t('setUsername.done', { address: `${siteHost}/${profile.username ?? derived.username}` }),
      );
      navigate('/', { replace: true });
    },
  });
  const busy = complete.isPending;
  const serverError = complete.error ? profileErrorMessage(t, complete.error, PROFILE_MESSAGE_KEYS) : null;

  const blank = !displayName.trim();
  const derived = deriveUsername(displayName);
  const availability = useUsernameAvailability(derived.ok ? derived.username : null, uid);
  const ruleError = blank
    ? t('auth.displayNameRequired')
    : derived.ok
      ? availability === 'taken'
        ? t('username.taken')
        : null
      : translateDomainMessage(t, derived.message);
  const canSubmit = !blank && derived.ok && availability !== 'taken' && !busy;
  const address = derived.username ? `${siteHost}/${derived.username}` : `${siteHost}/…`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    complete.mutate();
  };

  return (
    <AuthCard className="set-username" texts="setUsername">
      <AuthForm texts="setUsername" disabled={!canSubmit} busy={busy} error={serverError} onSubmit={submit}>
        <DisplayNameField
          minLength={ACCOUNT_LIMITS.displayName.min}
          maxLength={ACCOUNT_LIMITS.displayName.max}
          value={displayName}
          // Said once the user has typed something; a blank field only disables Continue.
          error={displayName ? ruleError : null}
          hint={t('setUsername.hint', {
            min: ACCOUNT_LIMITS.displayName.min,
            max: ACCOUNT_LIMITS.displayName.max,
          })}
          onChange={(event) => {
            setDisplayName(event.target.value);
            if (complete.isError) complete.reset();
          }}
        />
        <div
          className="notice username-preview"
          data-valid={(derived.ok && availability !== 'taken') || undefined}
        >
          <LinkIcon size={18} />
          <div>
            <p className="username-preview__label">{t('setUsername.preview')}</p>
            <p className="username-preview__address" data-testid="username-preview">
              <bdi dir="ltr">{address}</bdi>
            </p>
            <p className="username-preview__status" aria-live="polite">
              {derived.ok
                ? availability === 'checking'
                  ? t('setUsername.checking')
                  : availability === 'available'
                    ? t('setUsername.available')
                    : null
                : null}
            </p>
          </div>
        </div>
      </AuthForm>
    </AuthCard>
  );
}

export { SetUsernamePage as Component };
