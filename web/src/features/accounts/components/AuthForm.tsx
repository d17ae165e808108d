import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage, SubmitButton } from '@/components/form';
import type { Screen } from './AuthCard';

/**
 * A sign-in family form: no browser validation (the screen says what is wrong), its form-level error first, the
 * fields, then the submit button (`<screen>.submit`, `<screen>.submitting` while `busy`; `disabled` also while
 * another sign-in runs).
 */
export function AuthForm({
  texts,
  formRef,
  busy,
  disabled = busy,
  error,
  onSubmit,
  children,
}: {
  texts: Screen;
  formRef?: Ref<HTMLFormElement>;
  busy: boolean;
  disabled?: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {children}
      <SubmitButton
        busy={busy}
        disabled={disabled}
        label={t(`${texts}.submit`)}
        busyLabel={t(`${texts}.submitting`)}
      />
    </form>
  );
}

/** A card footer's way to a sibling screen: "No account? Sign up". */
export function SwitchLink({ text, to, label }: { text?: string; to: string; label: string }) {
  return (
    <p>
      {text ? `${text} ` : null}
      <Link to={to}>{label}</Link>
    </p>
  );
}
