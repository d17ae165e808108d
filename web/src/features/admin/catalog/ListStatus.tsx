import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The live read has not answered yet. */
  loading: boolean;
  empty: boolean;
  emptyText: string;
  /** The list, shown once it has items. */
  children: ReactNode;
}

/** A catalogue list, or what stands in its place while it loads or when it has no items. */
export function ListStatus({ loading, empty, emptyText, children }: Props) {
  const { t } = useTranslation('admin');
  if (loading)
    return (
      <p className="admin-muted" role="status" aria-busy="true">
        {t('catalog.loading')}
      </p>
    );
  if (empty) return <p className="empty-state admin-empty">{emptyText}</p>;
  return children;
}
