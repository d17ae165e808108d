import type { ReactNode } from 'react';
import { BusyButton } from '../busy';
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
export function SubmitButton(props: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return <BusyButton {...props} type="submit" className="button button--primary button--block" />;
}
