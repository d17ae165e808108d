import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** Spec 001 §9: lists page by offset, 20 at a time. */
export const PAGE_SIZE = 20;

/** One page of a list as the server answers it. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
  /** How many items the whole list holds, when the server says. */
  total?: number;
}

export interface PageRequest {
  offset: number;
  limit: number;
  signal: AbortSignal;
}

export interface PagedListOptions<T> {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<Page<T>>;
  pageSize?: number;
  enabled?: boolean;
  staleTime?: number;
}

/**
 * The infinite query behind a paged list: offsets 0, 20, 40 … while the last page says `hasMore`. Another
 * component can observe the same list (its total, say) with `useInfiniteQuery(pagedListOptions(sameOptions))`.
 */
export function pagedListOptions<T>({
  queryKey,
  fetchPage,
  pageSize = PAGE_SIZE,
  enabled = true,
  staleTime,
}: PagedListOptions<T>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchPage({ offset: pageParam, limit: pageSize, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<T>, _pages: Page<T>[], lastOffset: number) =>
      last.hasMore ? lastOffset + pageSize : undefined,
    enabled,
    staleTime,
  });
}

export interface PagedList<T> {
  items: T[];
  /** loading: nothing yet; error: the first page failed; ready: items (maybe none) are shown. */
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed (what is shown stays). */
  moreFailed: boolean;
  /** Asks for the next page, unless one is on its way or there is none (one request at a time). */
  loadMore: () => void;
  /** Retries what failed: the first page, or the next one. */
  retry: () => void;
  /** Reloads from the first page (pull-to-refresh); resolves when the answer is in. */
  refresh: () => Promise<void>;
  /** Takes an item out of what is shown (after a delete). */
  remove: (id: string) => void;
}

type Data<T> = InfiniteData<Page<T>, number>;

/**
 * An offset-paged server list on TanStack Query's infinite query: the pages are cached under `queryKey`, items
 * that reappear on a later page (the list moved underneath) are shown once.
 */
export function usePagedList<T extends { id: string }>(options: PagedListOptions<T>): PagedList<T> {
  const { queryKey } = options;
  const client = useQueryClient();
  const query = useInfiniteQuery(pagedListOptions(options));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;

  const items = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) =>
      page.items.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [data]);

  const busy = query.isFetching;
  const loadMore = useCallback(() => {
    if (!hasNextPage || busy) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, busy, fetchNextPage]);

  const retry = useCallback(() => {
    if (isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
    else void refetch();
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  const refresh = useCallback(async () => {
    // Start again from the first page: keep it on screen while its fresh copy loads, drop the rest.
    client.setQueryData<Data<T>>(queryKey, (old) =>
      old ? { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) } : old,
    );
    await refetch();
  }, [client, queryKey, refetch]);

  const remove = useCallback(
    (id: string) =>
      client.setQueryData<Data<T>>(queryKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({ ...page, items: page.items.filter((i) => i.id !== id) })),
            }
          : old,
      ),
    [client, queryKey],
  );

  return {
    items,
    status: data ? 'ready' : query.isError ? 'error' : 'loading',
    error: query.error,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    loadMore,
    retry,
    refresh,
    remove,
  };
}
