import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListAnswer } from './api';
import { FeedError, FeedGrid, FeedSkeleton, type CardLook } from './FeedGrid';
import { HOME_GRID_SIZE } from './queries';

/** One home grid with its heading (and a "see all" link once loaded); nothing at all when its list is empty. */
export function ListSection({
  id,
  title,
  query,
  more,
  priority = 0,
  categoryName,
  defaultImage,
}: CardLook & {
  id: string;
  title: string;
  query: UseQueryResult<ListAnswer>;
  more?: ReactNode;
  priority?: number;
}) {
  // an empty list says nothing of its own: the discover feed below speaks for an empty category
  if (query.status === 'success' && query.data.recipes.length === 0) return null;
  const titleId = `feed-${id}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={`feed-${id}`}>
      <div className="feed-section__head">
        <h2 id={titleId} className="feed-section__title">
          {title}
        </h2>
        {query.status === 'success' ? more : null}
      </div>
      {query.status === 'pending' ? (
        <FeedSkeleton count={HOME_GRID_SIZE} />
      ) : query.status === 'error' ? (
        <FeedError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <FeedGrid
          recipes={query.data.recipes}
          priority={priority}
          categoryName={categoryName}
          defaultImage={defaultImage}
        />
      )}
    </section>
  );
}
