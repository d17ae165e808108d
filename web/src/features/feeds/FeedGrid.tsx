import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/platform/api';
import { RecipeCard } from '@/components/recipe-card/RecipeCard';
import type { CategoryLookup } from '@/components/recipe-card/types';
import type { FeedRecipe } from '@domain/feeds/types';
import type { FeedRequest } from './api';
import { SkeletonCards } from './HomeFeedsSkeleton';

/** ours: the first cards of the page's first grid are what a visitor sees first (one row on a wide screen). */
export const PRIORITY_CARDS = 4;

/** How a section's cards look: the category names and the image of a recipe without one. */
export interface CardLook {
  categoryName?: CategoryLookup;
  defaultImage: string | null;
}

/** A lazily loaded home section's props (HomeFeeds.tsx): the home's feed request and the card look it already has. */
export type HomeSectionProps = CardLook & { request: FeedRequest };

interface CardProps extends CardLook {
  /** How many of the first cards load their image at once with high priority (0 for grids below the fold). */
  priority?: number;
}

/** One card of a feed: the author link from the feed's names, the default image before the placeholder. */
export function FeedCard({
  recipe,
  categoryName,
  defaultImage,
  priority = false,
}: Omit<CardProps, 'priority'> & { recipe: Omit<FeedRecipe, 'tier'>; priority?: boolean }) {
  return (
    <RecipeCard
      recipe={recipe}
      categoryName={categoryName}
      fallbackImage={defaultImage}
      priority={priority}
      author={{ uid: recipe.authorId, name: recipe.authorName, username: recipe.authorUsername }}
    />
  );
}

/** A fixed list of cards (the home grids, /trending). */
export function FeedGrid({
  recipes,
  priority = 0,
  ...card
}: CardProps & { recipes: Omit<FeedRecipe, 'tier'>[] }) {
  return (
    <ul className="card-grid feed-grid" data-testid="feed-grid">
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <FeedCard recipe={recipe} priority={index < priority} {...card} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's place while it loads: as many card-shaped blocks as it will show, so nothing below moves. */
export function FeedSkeleton({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation('feeds');
  return (
    <div role="status" aria-live="polite" data-testid="feed-skeleton">
      <span className="visually-hidden">{label ?? t('grid.loading')}</span>
      <SkeletonCards count={count} />
    </div>
  );
}

/** A list that could not be loaded: the server's message (or ours) and Try Again (001 §8 "Feed"). */
export function FeedError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="feed-state" role="alert">
      <p>{errorMessage(error, t('grid.error'))}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('grid.retry')}
      </button>
    </div>
  );
}

/**
 * One home section: named by its h2 (`feed-<id>-title`), with what stands beside the heading (`aside`: a "see all"
 * link, a match badge) and its grid below. Tests find it as `feed-<id>` unless `testId` says otherwise.
 */
export function FeedSection({
  id,
  title,
  aside,
  testId = `feed-${id}`,
  children,
}: {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = `feed-${id}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <div className="feed-section__head">
        <h2 id={titleId} className="feed-section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
