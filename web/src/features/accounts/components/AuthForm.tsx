import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form';

/** A sign-in family form: no browser validation (the screen says what is wrong), its form-level error first. */
export function AuthForm({
  formRef,
  busy,
  error,
  onSubmit,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {children}
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
