import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH } from '@domain/constants/social';
import type { SearchSuggestion } from '@domain/search/types';
import { CloseIcon, SearchIcon } from '@/components/icons';
import type { RecentSearch } from '@/features/search/state';
import { channelPath } from '@/platform/paths';
import { useSession } from '@/platform/session';

/** The bar's calls load on first focus: they stay out of the home route's first JS (bundle budget). */
const searchApi = () => import('@/features/search/api');

/** Spec 001 §9: the search input takes at most 100 characters. */
export const SEARCH_MAX_LENGTH = SEARCH.inputMax;

/**
 * The header's search bar (001 §2 "Search bar"): typing shows suggestions (debounced 300 ms), a focused empty input
 * shows the 8 most recent searches with remove-one and Clear All, the panel closes 150 ms after focus leaves (so a
 * click inside it lands first), and submitting goes to /search?q={term}.
 */
export function SearchForm({
  className,
  autoFocus,
  onSubmitted,
}: {
  className?: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation(['common', 'searchBar']);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession().status === 'signedIn';
  const inputId = useId();
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const onSearchPage = location.pathname === '/search';
  const current = onSearchPage ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(current.slice(0, SEARCH_MAX_LENGTH));
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<RecentSearch[] | null>(null);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  // When the search in the address changes (back/forward, a tag link), show it (React's "adjust state while
  // rendering" pattern, no effect).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setTerm(current.slice(0, SEARCH_MAX_LENGTH));
  }
  const typed = term.trim();

  useEffect(() => {
    if (!open || typed) return;
    let live = true;
    searchApi()
      .then(({ loadHistory }) => loadHistory(signedIn))
      .then(
        (history) => live && setRecent(history),
        () => live && setRecent([]),
      );
    return () => {
      live = false;
    };
  }, [open, typed, signedIn]);

  useEffect(() => {
    if (!open || !typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchApi()
        .then(({ fetchSuggestions }) => fetchSuggestions(typed, controller.signal))
        .then(setSuggestions, () => setSuggestions([]));
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, typed]);

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
    onSubmitted?.();
  };
  const searchFor = (q: string) =>
    go(`/search?q=${encodeURIComponent(q.trim().slice(0, SEARCH_MAX_LENGTH))}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) searchFor(typed);
  };

  const forget = async (target: { searchTerm: string } | 'all') => {
    const { forgetSearch } = await searchApi();
    setRecent(await forgetSearch(signedIn, target).catch(() => recent ?? []));
    formRef.current?.querySelector('input')?.focus();
  };

  const closeSoon = () => {
    setTimeout(() => {
      if (!formRef.current?.contains(document.activeElement)) setOpen(false);
    }, SEARCH.blurCloseDelayMs);
  };

  const shownRecent = (recent ?? []).slice(0, SEARCH.recentListSize);
  const panel = !open ? null : typed ? (
    suggestions.length > 0 ? (
      <div id={panelId} className="search-panel" role="region" aria-label={t('searchBar:suggestions')}>
        <ul className="search-panel__list">
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.kind}-${suggestion.id}`}>
              <button
                type="button"
                className="search-panel__item"
                onClick={() =>
                  suggestion.kind === 'channel'
                    ? go(channelPath({ uid: suggestion.id, username: suggestion.username }))
                    : searchFor(suggestion.text)
                }
              >
                {suggestion.kind === 'channel' ? (
                  <span className="badge badge--soft">{t('searchBar:channel')}</span>
                ) : null}
                <span dir="auto">{suggestion.text}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null
  ) : shownRecent.length > 0 ? (
    <div id={panelId} className="search-panel" role="region" aria-label={t('searchBar:recent')}>
      <div className="search-panel__head">
        <h2 className="search-panel__title">{t('searchBar:recent')}</h2>
        <button type="button" className="search-panel__clear" onClick={() => void forget('all')}>
          {t('searchBar:clearAll')}
        </button>
      </div>
      <ul className="search-panel__list">
        {shownRecent.map((entry) => (
          <li key={entry.searchTerm} className="search-panel__row">
            <button type="button" className="search-panel__item" onClick={() => searchFor(entry.searchTerm)}>
              <span dir="auto">{entry.searchTerm}</span>
            </button>
            <button
              type="button"
              className="search-panel__remove"
              aria-label={t('searchBar:remove', { term: entry.searchTerm })}
              onClick={() => void forget({ searchTerm: entry.searchTerm })}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  ) : null;

  return (
    <form
      ref={formRef}
      role="search"
      className={['search-form', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onBlur={closeSoon}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon className="search-form__icon" size={18} />
      <input
        id={inputId}
        type="search"
        name="q"
        className="search-form__input"
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        autoFocus={autoFocus}
        aria-controls={panel ? panelId : undefined}
        onChange={(event) => {
          setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
        }}
      />
      <button type="submit" className="search-form__submit">
        {t('search.submit')}
      </button>
      {panel}
    </form>
  );
}
