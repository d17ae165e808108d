import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { InputField, PasswordField, type InputFieldProps } from '@/components/form';
import '../accounts.css';

/** A preset field: its label, name and limits given, each of them still overridable. */
type Preset = Omit<InputFieldProps, 'label' | 'type'> & { label?: ReactNode };

/** What the account forms' text inputs always are: the email (LTR, ≤255) and the display name (≤100 at sign-up). */
const TEXT_PRESETS = {
  email: {
    labelKey: 'fields.email',
    type: 'email',
    dir: 'ltr',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: ACCOUNT_LIMITS.emailMax,
  },
  displayName: {
    labelKey: 'fields.displayName',
    name: 'displayName',
    autoComplete: 'name',
    maxLength: ACCOUNT_LIMITS.displayName.signupMax,
  },
} as const;

function PresetField({ preset, ...props }: Preset & { preset: keyof typeof TEXT_PRESETS }) {
  const { t } = useTranslation('accounts');
  const { labelKey, ...defaults } = TEXT_PRESETS[preset];
  return <InputField label={t(labelKey)} required {...defaults} {...props} />;
}

/** The account forms' email input: labelled, LTR, autofilled as an email, capped at the account limit. */
export function EmailField(props: Preset) {
  return <PresetField preset="email" {...props} />;
}

/** The account forms' display-name input (required, autofilled as a name). */
export function DisplayNameField(props: Preset) {
  return <PresetField preset="displayName" {...props} />;
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
