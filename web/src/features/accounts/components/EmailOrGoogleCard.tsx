import type { FormEvent, ReactNode, Ref } from 'react';
import { useSiteSettings } from '@/components/catalog/useSiteSettings';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { GoogleAlternative } from './GoogleButton';

/**
 * /login and /signup: the card with the email form, Google as the alternative below it and the way to the sibling
 * screen (`footer`). While a sign-in runs (`busy`: which one) every control is disabled, and the one that runs says
 * so.
 */
export function EmailOrGoogleCard({
  screen,
  footer,
  busy,
  error,
  formRef,
  onSubmit,
  onGoogle,
  children,
}: {
  screen: 'login' | 'signup';
  footer: ReactNode;
  busy: 'email' | 'google' | null;
  /** The form-level error, above the fields. */
  error: string | null;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  onGoogle: () => void;
  /** The form's fields. */
  children: ReactNode;
}) {
  const settings = useSiteSettings();
  // settings/features.social.socialLogin (decision 0036): off, the Google way is not offered
  const google = !settings || settings.features.social.socialLogin;
  return (
    <AuthCard className={screen} texts={screen} footer={footer}>
      <AuthForm
        texts={screen}
        disabled={busy !== null}
        formRef={formRef}
        busy={busy === 'email'}
        error={error}
        onSubmit={onSubmit}
      >
        {children}
      </AuthForm>
      {google ? (
        <GoogleAlternative mode={screen === 'login' ? 'signIn' : 'signUp'} busy={busy} onClick={onGoogle} />
      ) : null}
    </AuthCard>
  );
}
