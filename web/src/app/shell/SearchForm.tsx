import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '@/components/icons';

/** Spec 001 §9: the search input takes at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** The header's search field: submitting goes to /search?q={term}. Suggestions come with the search issue. */
export function SearchForm({
  className,
  autoFocus,
  onSubmitted,
}: {
  className?: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const onSearchPage = location.pathname === '/search';
  const current = onSearchPage ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(current.slice(0, SEARCH_MAX_LENGTH));
  // When the search in the address changes (back/forward, a tag link), show it (React's "adjust state while
  // rendering" pattern, no effect).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setTerm(current.slice(0, SEARCH_MAX_LENGTH));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    onSubmitted?.();
  };

  return (
    <form role="search" className={['search-form', className].filter(Boolean).join(' ')} onSubmit={submit}>
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
        onChange={(event) => setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
      />
      <button type="submit" className="search-form__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
