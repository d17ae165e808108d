import { useTranslation } from 'react-i18next';

/** 002 §8 "Error loading dashboard" and the like: the text, the server's reason, and a Retry button. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="admin-card bo-load-error" role="alert">
      <h2 className="bo-heading">{title}</h2>
      {message !== title ? <p>{message}</p> : null}
      <button type="button" className="admin-button admin-button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
