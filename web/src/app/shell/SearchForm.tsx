import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH } from '@domain/constants/search';
import type { SearchSuggestion } from '@domain/search/types';
import { SearchIcon } from '@/components/icons';
import { channelPath } from '@/platform/paths';
import { useSession } from '@/platform/session';
import type { ComboboxState, PanelHandle } from './SearchPanel';

/** The panel, its lists and its calls load on first focus: they stay out of the home route's first JS (budget). */
const SearchPanel = lazy(() => import('./SearchPanel'));

/** Spec 001 §9: the search input takes at most 100 characters. */
export const SEARCH_MAX_LENGTH = SEARCH.inputMax;

const CLOSED: ComboboxState = { listbox: null, active: null };

/**
 * The header's search bar (001 §2 "Search bar"): an ARIA combobox whose panel (SearchPanel) shows suggestions while
 * typing and recent searches on an empty input; the panel closes 150 ms after focus leaves (so a click inside it
 * lands first), and submitting goes to /search?q={term}.
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
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession().status === 'signedIn';
  const inputId = useId();
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panel = useRef<PanelHandle>(null);
  const onSearchPage = location.pathname === '/search';
  const current = onSearchPage ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(current.slice(0, SEARCH_MAX_LENGTH));
  const [open, setOpen] = useState(false);
  const [combobox, setCombobox] = useState(CLOSED);
  const onCombobox = useCallback((state: ComboboxState) => setCombobox(state), []);
  // When the search in the address changes (back/forward, a tag link), show it (React's "adjust state while
  // rendering" pattern, no effect).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setTerm(current.slice(0, SEARCH_MAX_LENGTH));
  }
  const typed = term.trim();

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
    onSubmitted?.();
  };
  const searchFor = (q: string) =>
    go(`/search?q=${encodeURIComponent(q.trim().slice(0, SEARCH_MAX_LENGTH))}`);
  const pick = (suggestion: SearchSuggestion) =>
    suggestion.kind === 'channel'
      ? go(channelPath({ uid: suggestion.id, username: suggestion.username }))
      : searchFor(suggestion.text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) searchFor(typed);
  };

  const closeSoon = () => {
    setTimeout(() => {
      if (!formRef.current?.contains(document.activeElement)) setOpen(false);
    }, SEARCH.blurCloseDelayMs);
  };

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
        ref={inputRef}
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
        aria-expanded={open && combobox.listbox !== null}
        aria-controls={(open && combobox.listbox) || undefined}
        aria-activedescendant={(open && combobox.active) || undefined}
        onKeyDown={(event) => {
          if (open) panel.current?.onKeyDown(event);
        }}
        onChange={(event) => {
          setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
        }}
      />
      <button type="submit" className="search-form__submit">
        {t('search.submit')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            typed={typed}
            signedIn={signedIn}
            handle={panel}
            onCombobox={onCombobox}
            onPick={pick}
            onSearch={searchFor}
            focusInput={() => inputRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
