import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/form';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';
import { DataTable, type Column } from './DataTable';
import { LoadError } from './LoadError';
import { Pager } from './Pager';
import { TableScroll } from './TableScroll';

/** An admin list the server pages (users, bans, recipes, comments, the audit log): the search, the page, the query. */
export interface PagedQuery<Data, Item> {
  /** The text in the search box, as typed. */
  search: string;
  /** Types in the search box; the list goes back to page 1. */
  setSearch: (text: string) => void;
  page: number;
  setPage: (page: number) => void;
  query: UseQueryResult<Data>;
  /** This page's items, out of the server's answer. */
  items: (data: Data) => readonly Item[];
}

/**
 * One page of an admin list at a time: the query is asked again for the settled search term (300 ms after the last
 * key) and the page, and the page before stays on screen while the next one loads.
 */
export function usePagedQuery<Data extends { hasMore: boolean }, Item>(options: {
  queryKey: (search: string, page: number) => QueryKey;
  queryFn: (search: string, page: number) => Promise<Data>;
  items: (data: Data) => readonly Item[];
}): PagedQuery<Data, Item> {
  const [search, setText] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: options.queryKey(term, page),
    queryFn: () => options.queryFn(term, page),
    placeholderData: keepPreviousData,
  });
  const setSearch = (text: string) => {
    setText(text);
    setPage(1);
  };
  return { search, setSearch, page, setPage, query, items: options.items };
}

/** A paged admin list on screen: what QueryState shows for its page, and the pager under it. */
export function PagedResults<Data extends { hasMore: boolean }, Item>(props: {
  list: PagedQuery<Data, Item>;
  loadError: string;
  empty: string;
  children: (items: readonly Item[]) => ReactNode;
}) {
  const { list } = props;
  return (
    <>
      <QueryState query={list.query} items={list.items} loadError={props.loadError} empty={props.empty}>
        {props.children}
      </QueryState>
      <Pager page={list.page} hasMore={list.query.data?.hasMore === true} onPage={list.setPage} />
    </>
  );
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

/** An admin list's load error (with Retry), its loading text, its empty text, or its items. */
export function QueryState<Data, Item>(props: {
  query: UseQueryResult<Data>;
  items: (data: Data) => readonly Item[];
  loadError: string;
  empty: string;
  children: (items: readonly Item[]) => ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  const { query } = props;
  if (query.isError) return <LoadError title={props.loadError} query={query} />;
  if (query.isPending) return <p className="admin-muted">{t('common.loading')}</p>;
  const items = props.items(query.data);
  if (items.length === 0) return <p className="admin-empty">{props.empty}</p>;
  return props.children(items);
}

/** An admin table in its card, scrolled sideways on a phone (decision 0024), its caption for screen readers. */
export function AdminTable<Row>(props: {
  caption: string;
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  className?: string;
  /** The table sits in a card already (a report's section): no card of its own. */
  inCard?: boolean;
}) {
  const { caption, className, inCard, ...table } = props;
  return (
    <TableScroll label={caption} className={inCard ? undefined : 'admin-card'}>
      <DataTable
        {...table}
        caption={caption}
        className={className ? `admin-table ${className}` : 'admin-table'}
      />
    </TableScroll>
  );
}
