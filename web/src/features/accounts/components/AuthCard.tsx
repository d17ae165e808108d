import '../accounts.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The screens whose heading and lead text are `<screen>.title` and `<screen>.subtitle` in accounts.json. */
export type Screen = 'login' | 'signup' | 'reset' | 'setUsername' | 'createAdmin';

/**
 * The frame of the sign-in family of screens: a centred card with a heading, an optional lead text, the form
 * and a footer (links to the sibling screens). `className` names the screen (`login`, `signup` …) for styles and
 * tests.
 */
export function AuthCard({
  className,
  icon,
  texts,
  title,
  subtitle,
  children,
  footer,
}: {
  className: string;
  icon?: ReactNode;
  /** Where the heading and lead text are, unless `title` and `subtitle` say them. */
  texts?: Screen;
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const heading = title ?? (texts ? t(`${texts}.title`) : '');
  const lead = subtitle ?? (texts ? t(`${texts}.subtitle`) : null);
  return (
    <section className={`auth-page ${className}`} aria-labelledby={titleId}>
      <div className="card card--raised auth-card">
        {icon ? (
          <div className="disc auth-card__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 id={titleId} className="auth-card__title">
          {heading}
        </h1>
        {lead ? <p className="auth-card__subtitle">{lead}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A card's list of tips under its own heading. */
export function AuthTips({ title, tips }: { title: string; tips: string[] }) {
  const titleId = useId();
  return (
    <section className="auth-tips" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-tips__title">
        {title}
      </h2>
      <ul className="auth-tips__list">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
