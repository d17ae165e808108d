import { BadgeCheckIcon } from './icons';

/** The verified-cook check mark, with its name said to a screen reader and shown on hover. */
export function VerifiedBadge({
  label,
  className,
  size,
}: {
  label: string;
  className: string;
  size: number;
}) {
  return (
    <span className={className} title={label}>
      <BadgeCheckIcon size={size} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
