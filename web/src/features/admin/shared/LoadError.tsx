import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/platform/api';

/**
 * 002 §8 "Error loading dashboard" and the like, for a query that failed: the text, the server's reason (or the
 * screen's own `message`), and a Retry button that runs the query again.
 */
export function LoadError({
  title,
  query,
  message = errorMessage(query.error, title),
}: {
  title: string;
  query: { error: unknown; refetch: () => Promise<unknown> };
  message?: string;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="admin-card bo-load-error" role="alert">
      <h2 className="bo-heading">{title}</h2>
      {message !== title ? <p>{message}</p> : null}
      <button
        type="button"
        className="admin-button admin-button--primary"
        onClick={() => void query.refetch()}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
