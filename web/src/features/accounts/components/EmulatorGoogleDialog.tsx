import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleLogo } from '@/components/icons';
import { useTextFields } from '@/components/form';
import { useModalDialog } from '@/components/useModalDialog';
import {
  EMULATOR_GOOGLE_DEFAULTS,
  answerEmulatorGoogleIdentity,
  isEmulatorGooglePending,
  subscribeEmulatorGoogle,
} from '@/platform/googleEmulator';
import { DisplayNameField, EmailField } from './AccountFields';
import '../accounts.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(dialog: HTMLDialogElement | null, name: string) {
  return dialog?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
}

/**
 * With the emulators, "Continue with Google" asks here instead of Google's popup (platform/auth.ts decides): rendered by
 * GoogleButton, shown while platform/googleEmulator has a request open.
 */
export function EmulatorGoogleSignIn() {
  const open = useSyncExternalStore(subscribeEmulatorGoogle, isEmulatorGooglePending, () => false);
  return open ? <EmulatorGoogleDialog /> : null;
}

/**
 * The emulator's stand-in for Google's account chooser: an email and a display name. A modal on the native
 * <dialog> (the page behind is inert, focus stays inside); focus starts on the email; Escape or Cancel dismisses
 * it like closing Google's popup.
 */
function EmulatorGoogleDialog() {
  const { t } = useTranslation('accounts');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const { values, bind } = useTextFields(EMULATOR_GOOGLE_DEFAULTS);
  const [errors, setErrors] = useState<{ email?: string; displayName?: string }>({});

  // Focus starts on the email, its example selected so typing replaces it.
  useModalDialog(ref, (dialog) => {
    const first = field(dialog, 'googleEmail');
    first?.select();
    return first;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const displayName = values.displayName.trim();
    const found = {
      ...(EMAIL_PATTERN.test(email) ? {} : { email: t('fields.errors.emailInvalid') }),
      ...(displayName ? {} : { displayName: t('fields.errors.displayNameRequired') }),
    };
    setErrors(found);
    if (found.email || found.displayName) {
      field(ref.current, found.email ? 'googleEmail' : 'googleName')?.focus();
      return;
    }
    answerEmulatorGoogleIdentity({ email, displayName });
  };

  return (
    <dialog
      ref={ref}
      className="dialog google-emulator"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      data-testid="google-emulator-dialog"
      onCancel={(event) => {
        event.preventDefault();
        answerEmulatorGoogleIdentity(null);
      }}
    >
      <form className="form google-emulator__form" noValidate onSubmit={submit}>
        <h2 id={titleId} className="google-emulator__title">
          <GoogleLogo size={20} />
          <span>{t('google.emulator.title')}</span>
        </h2>
        <p id={noteId} className="google-emulator__note">
          {t('google.emulator.note')}
        </p>
        <EmailField name="googleEmail" autoComplete="off" error={errors.email ?? null} {...bind('email')} />
        <DisplayNameField
          name="googleName"
          autoComplete="off"
          error={errors.displayName ?? null}
          {...bind('displayName')}
        />
        <div className="dialog__actions google-emulator__actions">
          <button type="button" className="button" onClick={() => answerEmulatorGoogleIdentity(null)}>
            {t('google.emulator.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('google.emulator.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
