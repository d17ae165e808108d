import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { FormMessage, SubmitButton } from '@/components/form';

/**
 * A sign-in family form: no browser validation (the screen says what is wrong), its form-level error first, the
 * fields, then the submit button (busy while `busy`; `submit.disabled` also while another sign-in runs).
 */
export function AuthForm({
  formRef,
  busy,
  error,
  submit,
  onSubmit,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  busy: boolean;
  error: string | null;
  submit: { label: string; busyLabel: string; disabled?: boolean };
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {children}
      <SubmitButton
        busy={busy}
        disabled={submit.disabled ?? busy}
        label={submit.label}
        busyLabel={submit.busyLabel}
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
