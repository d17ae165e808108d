import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { FirebaseReady, useSession } from '@/platform/session';
import { FIRST_PAGE, getUserRecipes, type GridRecipe, type UserRecipesPage } from './api';
import { DeleteRecipeDialog } from './DeleteRecipeDialog';
import { RecipeCard } from './RecipeCard';
import type { CardAuthor, CategoryLookup } from './types';
import { useCategoryLookup } from './useCategoryLookup';
import './recipe-card.css';

/** Spec 001 §2: more recipes load when the end of the grid comes within 100 px of the viewport. */
export const INFINITE_SCROLL_MARGIN_PX = 100;

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
}

/**
 * A cook's recipes (spec 001 §2 "Recipe grid widget", §9): GET /api/supabase/get-user-recipes, 20 per page, more
 * on "Load more" or when the end nears the viewport, filtered by the page's ?category=. Loading, empty, error
 * states; a failed next page keeps what is shown and offers a retry. On one's own grid every card has Edit and
 * Delete (with a confirmation).
 *
 * Self-contained for any screen: it waits for Firebase itself (category names are read live) and loads the
 * `recipes` translations on demand.
 */
export function UserRecipeGrid(props: Props) {
  return (
    <FirebaseReady fallback={<GridSkeleton />}>
      <Grid {...props} />
    </FirebaseReady>
  );
}

type Status = 'loading' | 'ready' | 'error';

interface GridState {
  key: string;
  items: GridRecipe[];
  page: number;
  hasMore: boolean;
  status: Status;
  more: 'idle' | 'loading' | 'error';
  error: string | null;
}

function Grid({ targetUserId, own = false, author, headingLevel = 3, empty }: Props) {
  const { t, ready } = useTranslation('recipes');
  const session = useSession();
  const toast = useToast();
  const location = useLocation();
  const [params] = useSearchParams();
  const category = params.get('category') || null;
  const categoryName = useCategoryLookup();
  const sessionKnown = session.status !== 'loading';
  const viewer = session.status === 'signedIn' ? session.user.uid : '';
  const key = `${targetUserId}|${category ?? ''}|${viewer}`;
  const [state, setState] = useState<GridState>(() => initial(key));
  const [deleting, setDeleting] = useState<GridRecipe | null>(null);
  const [reloads, setReloads] = useState(0);
  const inFlight = useRef<AbortController | null>(null);

  const current = state.key === key ? state : initial(key);

  /** Applies a page's answer (or its failure) to the state of this key. */
  const settle = useCallback(
    (page: number, result: { ok: true; answer: UserRecipesPage } | { ok: false; error: unknown }) =>
      setState((previous) => {
        const base = previous.key === key ? previous : initial(key);
        if (!result.ok) {
          const message = errorMessage(result.error, t('grid.error'));
          return page === FIRST_PAGE
            ? { ...base, status: 'error', error: message }
            : { ...base, more: 'error', error: message };
        }
        const seen = new Set(page === FIRST_PAGE ? [] : base.items.map((item) => item.id));
        const items = [
          ...(page === FIRST_PAGE ? [] : base.items),
          ...result.answer.recipes.filter((item) => !seen.has(item.id)),
        ];
        return {
          ...base,
          items,
          page,
          hasMore: result.answer.hasMore,
          status: 'ready',
          more: 'idle',
          error: null,
        };
      }),
    [key, t],
  );

  /** Asks for a page; the caller has shown the loading state (a new key starts loading; retry and "more" set it). */
  const load = useCallback(
    (page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      getUserRecipes({ targetUserId, category, page }, controller.signal)
        .then(
          (answer) => {
            if (!controller.signal.aborted) settle(page, { ok: true, answer });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) settle(page, { ok: false, error });
          },
        )
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
        });
      return controller;
    },
    [targetUserId, category, settle],
  );

  useEffect(() => {
    if (!sessionKnown) return;
    const controller = load(FIRST_PAGE);
    return () => controller.abort();
  }, [sessionKnown, load, reloads]);

  const loadMore = useCallback(() => {
    if (current.status !== 'ready' || !current.hasMore || current.more === 'loading') return;
    setState((previous) => (previous.key === key ? { ...previous, more: 'loading', error: null } : previous));
    load(current.page + 1);
  }, [current.status, current.hasMore, current.more, current.page, load, key]);

  const retry = () => {
    setState((previous) =>
      previous.key === key ? { ...previous, status: 'loading', error: null } : previous,
    );
    setReloads((n) => n + 1);
  };

  const sentinel = useInfiniteScroll(
    loadMore,
    current.status === 'ready' && current.hasMore && current.more === 'idle',
  );

  if (!ready) return <GridSkeleton />;

  const clearFilter = new URLSearchParams(params);
  clearFilter.delete('category');
  const clearHref = `${location.pathname}${clearFilter.size ? `?${clearFilter}` : ''}`;
  const categoryLabel = category ? categoryName(category) : undefined;

  return (
    <div
      className="recipe-grid"
      data-testid="user-recipe-grid"
      aria-busy={current.status === 'loading' || undefined}
    >
      {category ? (
        <p className="recipe-grid__filter">
          <span>{t('grid.filtered', { category: categoryLabel?.name ?? category })}</span>
          <Link to={clearHref}>{t('grid.clearFilter')}</Link>
        </p>
      ) : null}

      {current.status === 'loading' ? <GridSkeleton label={t('grid.loading')} /> : null}

      {current.status === 'error' ? (
        <div className="empty-state" role="alert">
          <span className="recipe-grid__art" aria-hidden="true">
            ⚠️
          </span>
          <p>{current.error ?? t('grid.error')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('grid.retry')}
          </button>
        </div>
      ) : null}

      {current.status === 'ready' && current.items.length === 0 && empty && !category ? (
        <div className="recipe-grid__custom-empty" data-testid="user-recipe-grid-empty">
          {empty}
          {own ? (
            <Link to="/create-recipe" className="button button--primary">
              {t('grid.create')}
            </Link>
          ) : null}
        </div>
      ) : null}

      {current.status === 'ready' && current.items.length === 0 && !(empty && !category) ? (
        <div className="empty-state" data-testid="user-recipe-grid-empty">
          <span className="recipe-grid__art" aria-hidden="true">
            🍽️
          </span>
          <p>{category ? t('grid.emptyCategory') : own ? t('grid.emptyOwn') : t('grid.empty')}</p>
          {own && !category ? (
            <Link to="/create-recipe" className="button button--primary">
              {t('grid.create')}
            </Link>
          ) : null}
        </div>
      ) : null}

      {current.status === 'ready' && current.items.length > 0 ? (
        <>
          <ul className="recipe-grid__list">
            {current.items.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  categoryName={categoryName as CategoryLookup}
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
              </li>
            ))}
          </ul>
          <div className="recipe-grid__more" aria-live="polite">
            {current.hasMore ? (
              <>
                {current.more === 'error' ? <p role="alert">{current.error}</p> : null}
                <button
                  type="button"
                  className="button"
                  onClick={loadMore}
                  disabled={current.more === 'loading'}
                  aria-busy={current.more === 'loading' || undefined}
                >
                  {current.more === 'loading'
                    ? t('grid.loadingMore')
                    : current.more === 'error'
                      ? t('grid.retry')
                      : t('grid.loadMore')}
                </button>
                <div ref={sentinel} className="recipe-grid__sentinel" aria-hidden="true" />
              </>
            ) : current.page > FIRST_PAGE ? (
              <p>{t('grid.allLoaded')}</p>
            ) : null}
          </div>
        </>
      ) : null}

      {deleting ? (
        <DeleteRecipeDialog
          recipe={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            const removed = deleting;
            setDeleting(null);
            setState((previous) => ({
              ...previous,
              items: previous.items.filter((item) => item.id !== removed.id),
            }));
            toast.success(t('delete.done'));
          }}
        />
      ) : null}
    </div>
  );
}

function initial(key: string): GridState {
  return { key, items: [], page: FIRST_PAGE, hasMore: false, status: 'loading', more: 'idle', error: null };
}

/** Calls `onReach` when the returned element comes within 100 px of the viewport (while `active`). */
function useInfiniteScroll(onReach: () => void, active: boolean) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`, threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active]);
  return setElement;
}

export function GridSkeleton({ label }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="recipe-grid">
      {label ? <span className="visually-hidden">{label}</span> : null}
      <ul className="recipe-grid__list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div className="recipe-card recipe-card--skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}
