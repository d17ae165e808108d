import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

/*
 * A control's running work as the user sees it: the button that says what it is doing, the alert that says what
 * went wrong, and the hook that holds both for one task at a time. One module: each shared chunk of its own would
 * add its name to the home route's preload lists (the bundle budget).
 */

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  busy: boolean;
  label: string;
  busyLabel: string;
  type?: 'button' | 'submit';
};

/**
 * A button that says what it is doing: `busy` swaps in the busy label and sets aria-busy, and it waits (disabled)
 * while busy unless told otherwise. `className` gives its look (default: the app's button).
 */
export function BusyButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
  type = 'button',
  className = 'button',
  ...props
}: Props) {
  return (
    <button type={type} className={className} disabled={disabled} aria-busy={busy || undefined} {...props}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A message announced when it appears (role="alert"), or nothing while there is none: a dialog's or a box's error.
 * `className` gives its look (`dialog__error`, `form__error`, `notice notice--warning` …).
 */
export function Alert({
  className,
  children,
  testId,
}: {
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className={className} role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * A control's one running task at a time: which step it is at (`busy`, shown to the user) and the message of its
 * last failure or refusal (`error`), cleared when the next task starts.
 */
export function useBusyTask<Step extends string>() {
  const [busy, setBusy] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    /** Says why nothing ran (e.g. a refused file). */
    refuse: (message: string) => setError(message),
    /**
     * Runs `task` from step `first` (it may move on with `step`); a message it returns is a refusal shown as the
     * error, a throw shows `failed(failure)`.
     */
    async run(
      first: Step,
      task: (step: (next: Step) => void) => Promise<string | void>,
      failed: (failure: unknown) => string,
    ) {
      setError(null);
      setBusy(first);
      try {
        const refusal = await task(setBusy);
        if (refusal) setError(refusal);
      } catch (failure) {
        setError(failed(failure));
      } finally {
        setBusy(null);
      }
    },
  };
}
