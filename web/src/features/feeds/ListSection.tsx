import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerViewGivesWay } from '@/platform/serverView';
import type { ListAnswer } from './api';
import { FeedError, FeedGrid, FeedSection, FeedSkeleton, type CardLook } from './FeedGrid';
import { HOME_GRID_SIZE } from './queries';

/** One home grid with its heading (and a "see all" link once loaded); nothing at all when its list is empty. */
export function ListSection({
  id,
  title,
  query,
  more,
  priority = 0,
  saysLanguageFallback = false,
  replacesServerView = false,
  categoryName,
  defaultImage,
}: CardLook & {
  id: string;
  title: string;
  query: UseQueryResult<ListAnswer>;
  more?: ReactNode;
  priority?: number;
  /** The one section of a page that says other languages are shown (issue 27). */
  saysLanguageFallback?: boolean;
  /** The page's first grid: the server's first view of the page gives way when it shows (decision 0060). */
  replacesServerView?: boolean;
}) {
  // The answer arrives through a store subscription; deferred, its cards render as a transition, in slices
  // (docs/decisions/0023). Status and data come from the same render, so they always agree.
  const { t } = useTranslation('feeds');
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  useServerViewGivesWay(replacesServerView && status !== 'pending');
  // an empty list says nothing of its own: the discover feed below speaks for an empty category
  if (status === 'success' && data?.recipes.length === 0) return null;
  return (
    <FeedSection id={id} title={title} aside={status === 'success' ? more : null}>
      {status === 'error' ? (
        <FeedError error={query.error} onRetry={() => void query.refetch()} />
      ) : status === 'pending' || !data ? (
        <FeedSkeleton count={HOME_GRID_SIZE} />
      ) : (
        <>
          {saysLanguageFallback && data.languageFallback && (
            <p className="feed-section__note" data-testid="feed-language-fallback">
              {t('languageFallback')}
            </p>
          )}
          <FeedGrid
            recipes={data.recipes}
            priority={priority}
            categoryName={categoryName}
            defaultImage={defaultImage}
          />
        </>
      )}
    </FeedSection>
  );
}
