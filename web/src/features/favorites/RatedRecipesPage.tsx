import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { COOK_LEVELS } from '@domain/ratings/document';
import type { RatedRecipe } from '@domain/contracts/ratings';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { LoadMoreButton } from '@/components/lists/LoadMoreButton';
import { RecipeCard, useCategoryLookup } from '@/components/recipe-card';
import { ratedRecipes, ratingKeys } from '@/components/ratings/api';
import { usePageTitle } from '@/components/usePageTitle';
import { toApiError } from '@/platform/api';
import { signedInUid, useSession } from '@/platform/session';
import './favorites.css';

/**
 * /rated-recipes (001 §7 "my-rated-recipes", §6): the signed-in cook's rated recipes, latest rating first, 12 a page
 * with "load more"; ?user={uid} shows another cook's list when their privacy setting for rated recipes lets this
 * viewer see it (the server decides; a refusal says the list is private). Each card says what the cook chose.
 */
export function Component() {
  const { t } = useTranslation(['favorites', 'ratings']);
  usePageTitle(t('rated.title'));
  const session = useSession();
  const [params] = useSearchParams();
  const viewer = signedInUid(session);
  const userId = params.get('user') ?? viewer;
  const categoryName = useCategoryLookup();
  const list = useInfiniteQuery({
    queryKey: ratingKeys.rated(userId ?? '', viewer ?? 'guest'),
    queryFn: ({ pageParam, signal }) =>
      ratedRecipes(
        {
          ...(params.get('user') ? { userId: params.get('user')! } : {}),
          ...(pageParam ? { startAfter: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: session.status !== 'loading' && userId !== null,
    retry: (count, error) => count < 2 && toApiError(error).code !== 'permission-denied',
  });

  if (session.status === 'loading') return <PageLoading label={t('rated.loading')} />;
  if (!userId) return <Navigate to="/login" replace />;
  const own = userId === viewer;
  const title = own ? t('rated.title') : t('rated.theirs');
  if (list.isPending) return <PageLoading label={t('rated.loading')} />;
  if (list.isError) {
    const denied = toApiError(list.error).code === 'permission-denied';
    return (
      <div className="page-stack favorites-page" data-testid="rated-recipes">
        <h1>{title}</h1>
        {denied ? (
          <p className="empty-state" data-testid="rated-private">
            {t('rated.private')}
          </p>
        ) : (
          <ErrorState message={t('rated.error')} onRetry={() => void list.refetch()} />
        )}
      </div>
    );
  }
  const recipes = list.data.pages.flatMap((page) => page.recipes);
  return (
    <div className="page-stack favorites-page" data-testid="rated-recipes">
      <header className="favorites-page__header">
        <h1>{title}</h1>
        {own ? (
          <Link to="/favorites" className="button">
            {t('rated.favorites')}
          </Link>
        ) : null}
      </header>
      {recipes.length === 0 ? (
        <p className="empty-state">{own ? t('rated.empty') : t('rated.emptyTheirs')}</p>
      ) : (
        <ul className="favorites-grid" aria-label={title}>
          {recipes.map((recipe, index) => (
            <li key={recipe.id} className="favorites-item">
              <RecipeCard recipe={recipe} categoryName={categoryName} headingLevel={2} priority={index < 4} />
              <p className="rated-choice" data-testid="rated-choice">
                {choiceText(recipe, t)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        list={list}
        className="rated-more"
        label={t('rated.more')}
        busyLabel={t('rated.loadingMore')}
      />
    </div>
  );
}

function choiceText(recipe: RatedRecipe, t: (key: string, values?: Record<string, string>) => string) {
  const { userRating } = recipe;
  const level = userRating.madeIt ? COOK_LEVELS.find((entry) => entry.score === userRating.rating) : null;
  return t('rated.choice', {
    choice: level
      ? t(`ratings:levels.${level.key}`)
      : t(`ratings:interest.${userRating.interest ?? 'interested'}`),
  });
}
