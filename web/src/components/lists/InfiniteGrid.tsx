import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/platform/api';
import type { PagedList } from '@/platform/query';
import { useNearViewport } from '@/platform/useNearViewport';
import './lists.css';
import { BusyButton } from '../busy';

export interface InfiniteGridLabels {
  loading: string;
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  caughtUp: string;
  empty: string;
}

interface Props<T> {
  list: PagedList<T>;
  renderItem: (item: T) => ReactNode;
  /** The list's layout (columns); the grid adds its states around it. */
  listClassName?: string;
  /** Shown when the list has no item (default: the `empty` label). */
  empty?: ReactNode;
  /** Shown while the first page loads (default: a spinner with the `loading` label). */
  loading?: ReactNode;
  labels?: Partial<InfiniteGridLabels>;
}

/**
 * A paged list that grows as it is scrolled (spec 001 §9 "Feed paging"): the next page loads when the last item
 * nears the viewport, or on the "load more" button (the keyboard's and old browsers' way); one request at a time; a
 * failed page keeps what is shown and offers a retry; "all caught up" at the end. Loading, error and empty states.
 */
export function InfiniteGrid<T extends { id: string }>({
  list,
  renderItem,
  listClassName,
  empty,
  loading,
  labels = {},
}: Props<T>) {
  const { t } = useTranslation();
  const text: InfiniteGridLabels = {
    loading: labels.loading ?? t('list.loading'),
    error: labels.error ?? t('list.error'),
    retry: labels.retry ?? t('common.retry'),
    loadMore: labels.loadMore ?? t('list.loadMore'),
    loadingMore: labels.loadingMore ?? t('list.loadingMore'),
    caughtUp: labels.caughtUp ?? t('list.caughtUp'),
    empty: labels.empty ?? t('list.empty'),
  };
  const lastItem = useNearViewport(list.loadMore, list.hasMore && !list.loadingMore && !list.moreFailed);
  // A page arrives through a store subscription, which React renders in one long task; deferred, the cards render
  // as a transition, in slices the browser can interrupt (docs/decisions/0023). Everything shown is deferred
  // together, so the footer never says "all caught up" under the previous page's items.
  const status = useDeferredValue(list.status);
  const items = useDeferredValue(list.items);
  const hasMore = useDeferredValue(list.hasMore);
  const moreFailed = useDeferredValue(list.moreFailed);
  const loadingMore = useDeferredValue(list.loadingMore);

  if (status === 'loading') {
    return (
      loading ?? (
        <p className="infinite-grid__state" role="status">
          {text.loading}
        </p>
      )
    );
  }
  if (status === 'error') {
    return (
      <div className="infinite-grid__state" role="alert">
        <p>{errorMessage(list.error, text.error)}</p>
        <button type="button" className="button button--primary" onClick={list.retry}>
          {text.retry}
        </button>
      </div>
    );
  }
  if (items.length === 0) return empty ?? <p className="infinite-grid__state">{text.empty}</p>;

  const last = items.length - 1;
  return (
    <>
      <ul className={listClassName ?? 'infinite-grid__list'}>
        {items.map((item, index) => (
          <li key={item.id} ref={index === last ? lastItem : undefined}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className="infinite-grid__more" aria-live="polite">
        {!hasMore ? (
          <p>{text.caughtUp}</p>
        ) : moreFailed ? (
          <>
            <p role="alert">{errorMessage(list.error, text.error)}</p>
            <button type="button" className="button" onClick={list.retry}>
              {text.retry}
            </button>
          </>
        ) : (
          <BusyButton
            onClick={list.loadMore}
            busy={loadingMore}
            label={text.loadMore}
            busyLabel={text.loadingMore}
          />
        )}
      </div>
    </>
  );
}
