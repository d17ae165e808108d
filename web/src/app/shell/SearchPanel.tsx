import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH } from '@domain/constants/search';
import type { SearchSuggestion } from '@domain/search/types';
import { CloseIcon } from '@/components/icons';
import { fetchSuggestions, forgetSearch, loadHistory } from '@/features/search/api';
import type { RecentSearch } from '@/features/search/state';
import { SuggestionList, optionId } from './SuggestionList';

/** What the input needs from the panel: its combobox state, and the keys it handles. */
export interface PanelHandle {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export interface ComboboxState {
  /** the listbox's id while suggestions are listed, else null */
  listbox: string | null;
  /** the active option's id, else null */
  active: string | null;
}

/**
 * The search bar's panel (001 §2 "Search bar"), loaded on first focus so the home route's first JS stays within
 * budget: typed text shows suggestions (debounced 300 ms) as the listbox of an ARIA combobox (arrow keys move the
 * active option, Enter picks it); an empty input shows the 8 most recent searches with remove-one and Clear All,
 * reachable with the arrow keys too.
 */
export function SearchPanel({
  id,
  typed,
  signedIn,
  handle,
  onCombobox,
  onPick,
  onSearch,
  focusInput,
}: {
  id: string;
  typed: string;
  signedIn: boolean;
  handle: Ref<PanelHandle>;
  onCombobox: (state: ComboboxState) => void;
  onPick: (suggestion: SearchSuggestion) => void;
  onSearch: (term: string) => void;
  focusInput: () => void;
}) {
  const { t } = useTranslation('searchBar');
  const [recent, setRecent] = useState<RecentSearch[] | null>(null);
  const [suggestions, setSuggestions] = useState<{ for: string; list: SearchSuggestion[] }>({
    for: '',
    list: [],
  });
  const [active, setActive] = useState(-1);
  // a new text forgets the active option: Enter must search for what is typed now
  const [activeFor, setActiveFor] = useState(typed);
  if (activeFor !== typed) {
    setActiveFor(typed);
    setActive(-1);
  }

  useEffect(() => {
    if (typed) return;
    let live = true;
    loadHistory(signedIn).then(
      (history) => live && setRecent(history),
      () => live && setRecent([]),
    );
    return () => {
      live = false;
    };
  }, [typed, signedIn]);

  useEffect(() => {
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(typed, controller.signal).then(
        (list) => setSuggestions({ for: typed, list }),
        () => setSuggestions({ for: typed, list: [] }),
      );
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const listed = typed ? suggestions.list : [];
  const listing = listed.length > 0;
  const current = listing && active >= 0 && active < listed.length ? active : -1;

  useEffect(() => {
    onCombobox({ listbox: listing ? id : null, active: current >= 0 ? optionId(id, current) : null });
  }, [onCombobox, listing, id, current]);
  useEffect(() => () => onCombobox({ listbox: null, active: null }), [onCombobox]);

  const recentButtons = () =>
    Array.from(document.getElementById(id)?.querySelectorAll<HTMLButtonElement>('.search-panel__item') ?? []);

  useImperativeHandle(handle, () => ({
    onKeyDown(event) {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (step !== 0 && listing) {
        event.preventDefault();
        const count = listed.length;
        setActive(current < 0 && step < 0 ? count - 1 : (current + step + count) % count);
      } else if (step === 1 && !typed) {
        const first = recentButtons()[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === 'Enter' && current >= 0) {
        event.preventDefault();
        onPick(listed[current]!);
      }
    },
  }));

  /** In the recent list, arrow keys move between the terms and back up to the input. */
  const onRecentKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const buttons = recentButtons();
    const next = buttons.indexOf(event.currentTarget) + step;
    if (buttons[next]) buttons[next].focus();
    else if (next < 0) focusInput();
  };

  const forget = async (target: { searchTerm: string } | 'all') => {
    setRecent(await forgetSearch(signedIn, target).catch(() => recent ?? []));
    focusInput();
  };

  if (typed) {
    return listing ? <SuggestionList id={id} suggestions={listed} active={current} onPick={onPick} /> : null;
  }
  const shownRecent = (recent ?? []).slice(0, SEARCH.recentListSize);
  if (shownRecent.length === 0) return null;
  return (
    <div id={id} className="search-panel" role="region" aria-label={t('recent')}>
      <div className="search-panel__head">
        <h2 className="search-panel__title">{t('recent')}</h2>
        <button type="button" className="search-panel__clear" onClick={() => void forget('all')}>
          {t('clearAll')}
        </button>
      </div>
      <ul className="search-panel__list">
        {shownRecent.map((entry) => (
          <li key={entry.searchTerm} className="search-panel__row">
            <button
              type="button"
              className="search-panel__item"
              onClick={() => onSearch(entry.searchTerm)}
              onKeyDown={onRecentKeyDown}
            >
              <span className="search-panel__text" dir="auto">
                {entry.searchTerm}
              </span>
            </button>
            <button
              type="button"
              className="search-panel__remove"
              aria-label={t('remove', { term: entry.searchTerm })}
              onClick={() => void forget({ searchTerm: entry.searchTerm })}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { SearchPanel as default };
