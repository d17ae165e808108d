/**
 * A full-width button that says what it is doing: `busy` swaps in the busy label and sets aria-busy, and it waits
 * (disabled) while busy unless told otherwise.
 */
export function BusyButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
  primary = false,
  type = 'button',
  onClick,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  primary?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={primary ? 'button button--primary button--block' : 'button button--block'}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
