import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ActionLinks } from '@/components/ActionLinks';
import { usePageTitle } from '@/components/usePageTitle';
import './NotFoundPage.css';

/** Unknown paths: say so, show the path, offer a way home and a search. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <p className="not-found__path">
        <code dir="ltr">{pathname}</code>
      </p>
      <ActionLinks
        className="not-found__actions"
        links={[
          { to: '/', label: t('common.backHome') },
          { to: '/trending', label: t('notFound.trending') },
        ]}
      />
    </section>
  );
}

export { NotFoundPage as Component };
