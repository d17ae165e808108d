import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { InputField, type InputFieldProps } from '@/components/form';
import '../accounts.css';

/** The account forms' email input: labelled, LTR, autofilled as an email, capped at the account limit. */
export function EmailField(props: Omit<InputFieldProps, 'label' | 'type'>) {
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
