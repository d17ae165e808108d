import type { ReactNode } from 'react';

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
