import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FAVORITES_FILTERS } from '@domain/constants/social';
import { Avatar } from '@/components/Avatar';
import { LoadMoreButton } from '@/components/lists/LoadMoreButton';
import { AddToPlanButton } from '@/components/plan';
import { RecipeCard, useCategoryLookup } from '@/components/recipe-card';
import { useShareCounts } from '@/components/recipe-card/useShareCounts';
import { usePageTitle } from '@/components/usePageTitle';
import { toApiError } from '@/platform/api';
import { channelPath } from '@/platform/paths';
import { signedInUid, useSession } from '@/platform/session';
import { useServerViewGivesWay } from '@/platform/serverView';
import { probablyGuest } from '@/platform/sessionHint';
import { rememberSearch, searchRecipes } from './api';
import { searchKeys, seedSearchFromServer } from './serverSeed';
import { SearchFilters } from './SearchFilters';
import { lockRemaining, lockSearch } from './state';
import './search.css';

// Before the page's first render: the results /search?q='s HTML already shows (decision 0060).
seedSearchFromServer();

const DIETARY_PARAM = /^is[A-Z][A-Za-z0-9]*$/;
/** ours: the first row of results is what a visitor sees first; their images load at once. */
const PRIORITY_CARDS = 4;

/** The error's text key (001 §8 "Search"), or 'rateLimited' for the 60 s block. */
function errorKey(error: unknown): 'rateLimited' | 'securityFailed' | 'unavailable' | 'failed' {
  const { code, status } = toApiError(error);
  if (status === 429 || code === 'resource-exhausted') return 'rateLimited';
  if (code === 'permission-denied') return 'securityFailed';
  if (code === 'unavailable') return 'unavailable';
  return 'failed';
}

/** Re-renders every second while the block lasts; answers the seconds left. */
function useLockCountdown(): [number, () => void] {
  const [, tick] = useState(0);
  const left = Math.ceil(lockRemaining() / 1000);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return [left, () => tick((n) => n + 1)];
}

/**
 * /search?q= (001 §2): channels, top results, then the recommended and trending sections (slots the feeds fill),
 * load more, the filter dropdown (dietary flags is…=true, rating 3+), the spec's errors, empty states and the 60 s
 * block.
 */
export function SearchPage({ trending, recommended }: { trending?: ReactNode; recommended?: ReactNode }) {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const session = useSession();
  // Like the recipe page (decision 0011): a browser with no signed-in user last time searches as a guest at once,
  // without waiting for Auth; one that had a user waits for the session (a second search would count twice).
  const waitForSession = session.status === 'loading' && !probablyGuest();
  const viewer = signedInUid(session);
  const q = (params.get('q') ?? '').trim();
  const dietary = [...params.keys()].filter((key) => DIETARY_PARAM.test(key) && params.get(key) === 'true');
  const minRating = Number(params.get('minRating')) >= FAVORITES_FILTERS.searchMinRating ? 3 : null;
  const [lockLeft, recheckLock] = useLockCountdown();
  usePageTitle(q ? t('titleFor', { q }) : t('title'));

  const results = useInfiniteQuery({
    queryKey: searchKeys.results(viewer, q, dietary, minRating),
    queryFn: ({ pageParam, signal }) =>
      searchRecipes({ term: q, page: pageParam, dietary, minRating, viewer }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: q.length > 0 && lockLeft <= 0 && !waitForSession,
    retry: false,
    staleTime: 60_000,
  });

  // the server's first view of the results gives way once this page's own answer (or its reason for none) shows
  useServerViewGivesWay(results.status !== 'pending' || results.fetchStatus === 'idle');
  const failure = results.error ? errorKey(results.error) : null;
  const lockedBy = useRef<unknown>(null);
  useEffect(() => {
    if (failure === 'rateLimited' && lockedBy.current !== results.error) {
      lockedBy.current = results.error;
      const retryAfter = toApiError(results.error).details.retryAfter;
      lockSearch(typeof retryAfter === 'number' ? retryAfter : undefined);
      recheckLock();
    }
  }, [failure, results.error, recheckLock]);

  const remembered = useRef('');
  const signedIn = viewer !== null;
  useEffect(() => {
    if (results.status !== 'success' || remembered.current === `${viewer}:${q}`) return;
    remembered.current = `${viewer}:${q}`;
    rememberSearch(signedIn, q).catch(() => undefined);
  }, [results.status, q, viewer, signedIn]);

  const pages = results.data?.pages ?? [];
  const recipes = pages.flatMap((page) => page.results);
  const users = pages[0]?.users ?? [];

  const setFilters = (next: { dietary: string[]; minRating: number | null }) => {
    const updated = new URLSearchParams();
    if (q) updated.set('q', q);
    for (const flag of next.dietary) updated.set(flag, 'true');
    if (next.minRating) updated.set('minRating', String(next.minRating));
    setParams(updated);
  };

  return (
    <div className="search-page">
      <div className="search-page__head">
        <h1 className="search-page__title" dir="auto">
          {q ? t('titleFor', { q }) : t('title')}
        </h1>
        <SearchFilters dietary={dietary} minRating={minRating} onChange={setFilters} />
      </div>

      {lockLeft > 0 ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('errors.rateLimited')}</p>
          <p>{t('lockedFor', { count: lockLeft })}</p>
        </div>
      ) : failure && failure !== 'rateLimited' && recipes.length === 0 ? (
        <div className="notice notice--warning" role="alert">
          <p>{t(`errors.${failure}`)}</p>
          <button type="button" className="button" onClick={() => void results.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {!q ? (
        <div className="empty-state">
          <p>{t('empty.noTerm')}</p>
        </div>
      ) : null}

      {users.length > 0 ? (
        <section className="search-page__section" aria-labelledby="search-channels">
          <h2 id="search-channels">{t('sections.channels')}</h2>
          <ul className="search-page__channels">
            {users.map((user) => (
              <li key={user.id}>
                <Link
                  className="search-page__channel"
                  to={channelPath({ uid: user.id, username: user.username, displayName: user.displayName })}
                >
                  <Avatar url={user.photoURL} name={user.displayName} size="sm" />
                  <span dir="auto">{user.displayName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {q && lockLeft <= 0 ? (
        <section
          className="search-page__section"
          aria-labelledby="search-results"
          aria-busy={results.isFetching}
        >
          <h2 id="search-results">{t('sections.top')}</h2>
          {results.status === 'pending' && results.fetchStatus === 'fetching' ? (
            <p className="search-page__status" role="status">
              {t('loading')}
            </p>
          ) : null}
          {results.status === 'success' && recipes.length === 0 ? (
            <div className="empty-state">
              <p className="search-page__query">{t('empty.noResults', { q })}</p>
            </div>
          ) : null}
          {recipes.length > 0 ? <ResultCards recipes={recipes} /> : null}
          <LoadMoreButton
            list={results}
            className="search-page__more"
            label={t('loadMore')}
            busyLabel={t('loading')}
          />
          {failure && recipes.length > 0 && failure !== 'rateLimited' ? (
            <p role="alert">{t(`errors.${failure}`)}</p>
          ) : null}
        </section>
      ) : null}

      {recommended}

      {trending ? (
        <section className="search-page__section" aria-labelledby="search-trending">
          <h2 id="search-trending">{t('sections.trending')}</h2>
          {trending}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The result cards render from the search's answer (decision 0011: no Firebase on the way): category names from
 * the catalog answer, share counts from get-share-counts (batches of 50, cached 5 minutes) once they arrive.
 */
function ResultCards({ recipes }: { recipes: Awaited<ReturnType<typeof searchRecipes>>['results'] }) {
  const categoryName = useCategoryLookup();
  const shares = useShareCounts(recipes.map((recipe) => recipe.id));
  return (
    <ul className="card-grid search-page__grid">
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard
            recipe={{ ...recipe, shareCount: shares[recipe.id] ?? recipe.shareCount }}
            categoryName={categoryName}
            priority={index < PRIORITY_CARDS}
            openedAs="search"
          />
          <AddToPlanButton recipeId={recipe.id} title={recipe.title} className="button search-page__plan" />
        </li>
      ))}
    </ul>
  );
}
