import type { ButtonHTMLAttributes } from 'react';

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
