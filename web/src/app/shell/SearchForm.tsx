import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH } from '@domain/constants/social';
import type { SearchSuggestion } from '@domain/search/types';
import { CloseIcon, SearchIcon } from '@/components/icons';
import type { RecentSearch } from '@/features/search/state';
import { channelPath } from '@/platform/paths';
import { useSession } from '@/platform/session';
import { SuggestionList, optionId } from './SuggestionList';

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
  /** The suggestion arrow keys point at (-1: none); a new list starts with none. */
  const [active, setActive] = useState(-1);
  const [activeIn, setActiveIn] = useState(suggestions);
  if (activeIn !== suggestions) {
    setActiveIn(suggestions);
    setActive(-1);
  }
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

  const pick = (suggestion: SearchSuggestion) =>
    suggestion.kind === 'channel'
      ? go(channelPath({ uid: suggestion.id, username: suggestion.username }))
      : searchFor(suggestion.text);

  const shownRecent = (recent ?? []).slice(0, SEARCH.recentListSize);
  const listing = open && typed && suggestions.length > 0;
  const recentButtons = () =>
    Array.from(formRef.current?.querySelectorAll<HTMLButtonElement>('.search-panel__item') ?? []);

  /** The combobox keys (WAI-ARIA APG): arrows move through the suggestions, Enter picks the active one. */
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && listing) {
      event.preventDefault();
      const count = suggestions.length;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (step === 1 && open && !typed) {
      const first = recentButtons()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Enter' && listing && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    }
  };

  /** In the recent list, arrow keys move between the terms and back up to the input. */
  const onRecentKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const buttons = recentButtons();
    const next = buttons.indexOf(event.currentTarget) + step;
    (buttons[next] ?? (next < 0 ? formRef.current?.querySelector('input') : null))?.focus();
  };

  const panel = !open ? null : typed ? (
    listing ? (
      <SuggestionList id={panelId} suggestions={suggestions} active={active} onPick={pick} />
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
            <button
              type="button"
              className="search-panel__item"
              onClick={() => searchFor(entry.searchTerm)}
              onKeyDown={onRecentKeyDown}
            >
              <span className="search-panel__text" dir="auto">
                {entry.searchTerm}
              </span>
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={Boolean(listing)}
        aria-controls={listing ? panelId : undefined}
        aria-activedescendant={listing && active >= 0 ? optionId(panelId, active) : undefined}
        onKeyDown={onInputKeyDown}
        onChange={(event) => {
          setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          // the options shown belong to the previous text: Enter must search for what is typed now
          setActive(-1);
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
