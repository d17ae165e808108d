import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { InfiniteGrid, PullToRefresh } from '@/components/lists';
import { useToast } from '@/components/toast';
import { useServerViewGivesWay } from '@/platform/serverView';
import type { GridRecipe } from './api';
import { DeleteRecipeDialog } from './DeleteRecipeDialog';
import { RecipeCard } from './RecipeCard';
import type { CardAuthor } from './types';
import { useCategoryLookup } from './useCategoryLookup';
import { useUserRecipes } from './useUserRecipes';
import './recipe-card.css';

interface Props {
  /** Whose recipes (users/{uid}). */
  targetUserId: string;
  /** One's own grid: Edit and Delete on every card, and the private recipes too (the server decides). */
  own?: boolean;
  /** The author's names for the cards' author links (the channel knows them). */
  author?: Omit<CardAuthor, 'uid'>;
  /** Heading level of the cards' titles (default 3: the grid sits under an h2). */
  headingLevel?: 2 | 3 | 4;
  /** The host page's own "no recipes yet" (without a category filter); the grid's own otherwise. */
  empty?: ReactNode;
  /** The page's HTML painted this grid's first cards (a channel, decision 0068): that view gives way to these. */
  replacesServerView?: boolean;
}

/**
 * A cook's recipes (spec 001 §2 "Recipe grid widget", §9): GET /api/supabase/get-user-recipes, 20 per page, more
 * on "Load more" or when the last card nears the viewport, pull-to-refresh, filtered by the page's ?category=.
 * Loading, empty, error states; a failed next page keeps what is shown and offers a retry. On one's own grid every
 * card has Edit and Delete (with a confirmation).
 *
 * Self-contained for any screen: it loads the `recipes` translations on demand. Function answers only (category
 * names from the catalogue's answer), so a guest's channel reads no Firestore (decision 0043).
 */
export function UserRecipeGrid({
  targetUserId,
  own = false,
  author,
  headingLevel = 3,
  empty,
  replacesServerView = false,
}: Props) {
  const { t, ready } = useTranslation('recipes');
  const toast = useToast();
  const location = useLocation();
  const [params] = useSearchParams();
  const category = params.get('category') || null;
  const categoryName = useCategoryLookup();
  const list = useUserRecipes(targetUserId, category);
  const [deleting, setDeleting] = useState<GridRecipe | null>(null);
  useServerViewGivesWay(replacesServerView && ready && list.status !== 'loading');

  if (!ready) return <GridSkeleton />;

  const clearFilter = new URLSearchParams(params);
  clearFilter.delete('category');
  const clearHref = `${location.pathname}${clearFilter.size ? `?${clearFilter}` : ''}`;
  const categoryLabel = category ? categoryName(category) : undefined;

  return (
    <div
      className="recipe-grid"
      data-testid="user-recipe-grid"
      aria-busy={list.status === 'loading' || undefined}
    >
      {category ? (
        <p className="recipe-grid__filter">
          <span>{t('grid.filtered', { category: categoryLabel?.name ?? category })}</span>
          <Link to={clearHref}>{t('grid.clearFilter')}</Link>
        </p>
      ) : null}

      <PullToRefresh onRefresh={list.refresh}>
        <InfiniteGrid
          list={list}
          listClassName="card-grid"
          loading={<GridSkeleton label={t('grid.loading')} />}
          labels={{
            error: t('grid.error'),
            retry: t('grid.retry'),
            loadMore: t('grid.loadMore'),
            loadingMore: t('grid.loadingMore'),
          }}
          empty={<EmptyGrid own={own} category={category} empty={empty} />}
          renderItem={(recipe) => (
            <RecipeCard
              recipe={recipe}
              categoryName={categoryName}
              author={{
                uid: recipe.authorId || targetUserId,
                name: author?.name ?? recipe.authorName,
                username: author?.username ?? recipe.authorUsername,
              }}
              headingLevel={headingLevel}
              editable={own}
              onDelete={own ? () => setDeleting(recipe) : undefined}
              deleting={deleting?.id === recipe.id}
            />
          )}
        />
      </PullToRefresh>

      {deleting ? (
        <DeleteRecipeDialog
          recipe={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            list.remove(deleting.id);
            setDeleting(null);
            toast.success(t('delete.done'));
          }}
          onKept={(version) => {
            // the card stays, in the kept version's words once the list is read again (decision 0076)
            setDeleting(null);
            toast.success(t('delete.kept', { language: version.name }));
          }}
        />
      ) : null}
    </div>
  );
}

/** No recipes: the host page's own words without a filter, the grid's otherwise; a way to create one's first. */
function EmptyGrid({ own, category, empty }: { own: boolean; category: string | null; empty?: ReactNode }) {
  const { t } = useTranslation('recipes');
  const create = own ? (
    <Link to="/create-recipe" className="button button--primary">
      {t('grid.create')}
    </Link>
  ) : null;
  if (empty && !category) {
    return (
      <div className="recipe-grid__custom-empty" data-testid="user-recipe-grid-empty">
        {empty}
        {create}
      </div>
    );
  }
  return (
    <div className="empty-state" data-testid="user-recipe-grid-empty">
      <span className="recipe-grid__art" aria-hidden="true">
        🍽️
      </span>
      <p>{category ? t('grid.emptyCategory') : own ? t('grid.emptyOwn') : t('grid.empty')}</p>
      {category ? null : create}
    </div>
  );
}

export function GridSkeleton({ label }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="recipe-grid">
      {label ? <span className="visually-hidden">{label}</span> : null}
      <ul className="card-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div className="recipe-card recipe-card--skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}
