import { Link } from 'react-router';

/** A row of link buttons, the first the main one ("Sign up", then "Log in"). */
export function ActionLinks({
  className,
  links,
}: {
  className: string;
  links: { to: string; label: string }[];
}) {
  return (
    <div className={className}>
      {links.map(({ to, label }, index) => (
        <Link key={to} to={to} className={index === 0 ? 'button button--primary' : 'button'}>
          {label}
        </Link>
      ))}
    </div>
  );
}
