/**
 * "Load more" under a list paged by hand (an infinite query without InfiniteGrid's scroll trigger): shown while
 * there is a next page, disabled while it loads.
 */
export function LoadMoreButton({
  list,
  className,
  label,
  busyLabel,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className: string;
  label: string;
  busyLabel: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`button ${className}`}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? busyLabel : label}
    </button>
  );
}
