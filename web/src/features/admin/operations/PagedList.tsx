import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/form';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';
import { errorMessage } from '@/platform/api';
import { DataTable, type Column } from '../shared/DataTable';
import { TableScroll } from '../shared/TableScroll';
import { LoadError } from './LoadError';

/** A paged, searchable admin list's state: the typed text, the settled search term, the page (back to 1 on a new search). */
export function usePagedSearch() {
  const [search, setText] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const setSearch = (text: string) => {
    setText(text);
    setPage(1);
  };
  return { search, setSearch, term, page, setPage };
}

/** The search box above an admin list. */
export function SearchCard(props: {
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="admin-card">
      <InputField
        label={props.label}
        hint={props.hint}
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/** An admin list's load error (with Retry), its loading text, its empty text, or the list itself. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loadError: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  const { query } = props;
  if (query.isError)
    return (
      <LoadError
        title={props.loadError}
        message={errorMessage(query.error, props.loadError)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending) return <p className="admin-muted">{t('common.loading')}</p>;
  if (props.isEmpty(query.data)) return <p className="admin-empty">{props.empty}</p>;
  return props.children(query.data);
}

/** An admin table in its card, scrolled sideways on a phone (decision 0024), its caption for screen readers. */
export function AdminTable<Row>(props: {
  caption: string;
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  className?: string;
}) {
  const { caption, className, ...table } = props;
  return (
    <TableScroll label={caption} className="admin-card">
      <DataTable
        {...table}
        caption={caption}
        className={className ? `admin-table ${className}` : 'admin-table'}
      />
    </TableScroll>
  );
}
