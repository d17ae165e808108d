import type { ReactNode } from 'react';
import './form.css';

/** A form-level message: errors are alerts, notices polite status messages. */
export function FormMessage({
  kind = 'error',
  children,
  id,
}: {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}) {
  return (
    <p
      id={id}
      className={kind === 'error' ? 'form__error' : `form__notice form__notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

/** A full-width primary submit button; `busy` swaps in the busy label and sets aria-busy. */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
