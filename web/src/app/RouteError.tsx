import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorState } from '@/components/ErrorState';

/**
 * A route failed to load or render. The usual cause is a stale chunk after a deploy, so the main way out is
 * a reload; 404 responses show the not-found page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorState title={t('notFound.title')} message={t('notFound.text')}>
        <Link className="button button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </ErrorState>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorState
      title={t('errors.pageTitle')}
      message={t('errors.page')}
      onRetry={() => window.location.reload()}
    >
      <Link className="button" to="/" reloadDocument>
        {t('common.backHome')}
      </Link>
    </ErrorState>
  );
}
