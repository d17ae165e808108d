import { useTranslation } from 'react-i18next';

/** Previous / page n / next under a paged admin list. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <nav className="bo-pager" aria-label={t('users.pages')}>
      <button type="button" className="admin-button" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('users.previous')}
      </button>
      <span>{t('users.page', { page })}</span>
      <button type="button" className="admin-button" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('users.next')}
      </button>
    </nav>
  );
}

/** A stored ISO time as the interface language writes a date and time. */
export function dateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
