import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from './icons';
import './feedback.css';

/** A failed load: what happened, and a way forward (retry and/or a link). */
export function ErrorState({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="card error-state" role="alert">
      <WarningIcon className="error-state__icon" size={28} />
      <h2 className="error-state__title">{title ?? t('errors.title')}</h2>
      <p className="error-state__message">{message ?? t('errors.generic')}</p>
      <div className="error-state__actions">
        {onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
