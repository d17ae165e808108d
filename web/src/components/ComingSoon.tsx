import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';
import './ComingSoon.css';

/** An honest placeholder for a screen a later issue builds: what it will be, no fake content. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__art" aria-hidden="true">
        🍲
      </div>
      <p className="coming-soon__eyebrow">{t('comingSoon.eyebrow')}</p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__text">{description ?? t('comingSoon.text')}</p>
      <Link className="button button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
