import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { InputField, PasswordField, type InputFieldProps } from '@/components/form';
import '../accounts.css';

/** A preset field: its label, name and limits given, each of them still overridable. */
type Preset = Omit<InputFieldProps, 'label' | 'type'> & { label?: ReactNode };

/** The account forms' email input: labelled, LTR, autofilled as an email, capped at the account limit. */
export function EmailField(props: Preset) {
  const { t } = useTranslation('accounts');
  return (
    <InputField
      label={t('fields.email')}
      type="email"
      dir="ltr"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={ACCOUNT_LIMITS.emailMax}
      {...props}
    />
  );
}

/**
 * The account forms' password input, capped at the account limit: the `current` one signs in, a `new` one (with the
 * minimum said in its hint) creates an account, `confirm` repeats it.
 */
export function AccountPasswordField({
  purpose,
  ...props
}: Preset & { purpose: 'current' | 'new' | 'confirm' }) {
  const { t } = useTranslation('accounts');
  const confirm = purpose === 'confirm';
  return (
    <PasswordField
      label={confirm ? t('fields.confirmPassword') : t('fields.password')}
      name={confirm ? 'confirmPassword' : 'password'}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      maxLength={ACCOUNT_LIMITS.password.max}
      hint={purpose === 'new' ? t('signup.passwordHint', { min: ACCOUNT_LIMITS.password.min }) : undefined}
      {...props}
    />
  );
}

/** The account forms' display-name input (required, autofilled as a name). */
export function DisplayNameField(props: Preset) {
  const { t } = useTranslation('accounts');
  return (
    <InputField
      label={t('fields.displayName')}
      name="displayName"
      autoComplete="name"
      required
      maxLength={ACCOUNT_LIMITS.displayName.signupMax}
      {...props}
    />
  );
}
