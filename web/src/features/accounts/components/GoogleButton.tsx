import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleLogo } from '@/components/icons';
import { googleSignInMode, preloadGoogleSignIn } from '@/platform/auth';

// Only local runs against the emulators need it; production builds never fetch it.
const EmulatorGoogleSignIn = lazy(() =>
  import('./EmulatorGoogleDialog').then((module) => ({ default: module.EmulatorGoogleSignIn })),
);

/**
 * "Continue with Google". The popup code is fetched when the button appears, so a press opens the popup while the
 * browser still counts it as the user's gesture (popup blockers). With the emulators (platform/auth.ts googleSignInMode)
 * the press opens an in-app stand-in for Google instead, rendered here.
 */
export function GoogleButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  useEffect(() => {
    preloadGoogleSignIn();
  }, []);
  return (
    <>
      <button
        type="button"
        className="button button--block auth-google"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        <GoogleLogo />
        <span>{label}</span>
      </button>
      {googleSignInMode === 'emulator' ? (
        <Suspense fallback={null}>
          <EmulatorGoogleSignIn />
        </Suspense>
      ) : null}
    </>
  );
}

/** The "or" between the form and the Google button. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="auth-divider" role="separator" aria-label={label}>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** Below a sign-in or sign-up form: "or", Continue with Google, and the bot-check notice. */
export function GoogleAlternative({
  mode,
  busy,
  onClick,
}: {
  mode: 'signIn' | 'signUp';
  busy: 'email' | 'google' | null;
  onClick: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <OrDivider label={t('form.or')} />
      <GoogleButton
        label={busy === 'google' ? t('google.working') : t(`google.${mode}`)}
        busy={busy === 'google'}
        disabled={busy !== null}
        onClick={onClick}
      />
      <p className="auth-card__notice">{t('botCheck.notice')}</p>
    </>
  );
}
