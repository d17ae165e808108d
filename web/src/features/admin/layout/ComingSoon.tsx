import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../shared/AdminPage';
import type { AdminSectionKey } from './sections';

/** The panel of the admin screens that are not built yet. */
export function ComingSoon({ section }: { section: AdminSectionKey }) {
  const { t } = useTranslation('admin');
  const name = t(`sections.${section}`);
  return (
    <AdminPage title={name} className="admin-coming-soon">
      <div className="admin-card admin-coming-soon__card">
        <p className="badge badge--notice admin-coming-soon__badge">{t('comingSoon.title')}</p>
        <p>{t('comingSoon.body', { section: name })}</p>
        <Link className="admin-button admin-button--primary" to="/admin/categories">
          {t('comingSoon.goToCategories')}
        </Link>
      </div>
    </AdminPage>
  );
}
