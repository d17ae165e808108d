import { useTranslation } from 'react-i18next';
import './feedback.css';

/** The loading state of a page or a guard: a spinner with a spoken label. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loading__label">{label ?? t('common.loading')}</span>
    </div>
  );
}
