import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<screen> · Matkon Admin" as the document title. */
export function useAdminTitle(title: string) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${title} · ${t('layout.title')}`;
  }, [title, t]);
}
