import { useEffect } from 'react';
import { GoogleLogo } from '@/components/icons';
import { preloadGoogleSignIn } from '@/lib/auth';

/**
 * "Continue with Google". The popup code is fetched when the button appears, so a press opens the popup while the
 * browser still counts it as the user's gesture (popup blockers).
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
