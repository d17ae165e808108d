import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSectionKey } from './sections';

/** The panel of the admin screens that are not built yet. */
export function ComingSoon({ section }: { section: AdminSectionKey }) {
  const { t } = useTranslation('admin');
  const name = t(`sections.${section}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${name} · ${t('layout.title')}`;
  }, [name, t]);
  return (
    <section className="admin-page admin-coming-soon" aria-labelledby="admin-coming-soon-title">
      <h1 id="admin-coming-soon-title" ref={headingRef} className="admin-page__title">
        {name}
      </h1>
      <div className="admin-card admin-coming-soon__card">
        <p className="badge badge--notice admin-coming-soon__badge">{t('comingSoon.title')}</p>
        <p>{t('comingSoon.body', { section: name })}</p>
        <Link className="admin-button admin-button--primary" to="/admin/categories">
          {t('comingSoon.goToCategories')}
        </Link>
      </div>
    </section>
  );
}
