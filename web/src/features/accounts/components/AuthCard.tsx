import '../accounts.css';
import { useId, type ReactNode } from 'react';

/**
 * The frame of the sign-in family of screens: a centred card with a heading, an optional lead text, the form
 * and a footer (links to the sibling screens). `className` names the screen (`login`, `signup` …) for styles and
 * tests.
 */
export function AuthCard({
  className,
  icon,
  title,
  subtitle,
  children,
  footer,
}: {
  className: string;
  icon?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`auth-page ${className}`} aria-labelledby={titleId}>
      <div className="card card--raised auth-card">
        {icon ? (
          <div className="auth-card__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
