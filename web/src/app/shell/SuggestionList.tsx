import { useTranslation } from 'react-i18next';
import type { SearchSuggestion } from '@domain/search/types';

/** The id of a suggestion's option, for the input's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The search bar's suggestions as the listbox of an ARIA combobox (the input keeps focus; arrow keys move the
 * active option, Enter picks it): options are not buttons, so a mouse press must not take focus from the input.
 */
export function SuggestionList({
  id,
  suggestions,
  active,
  onPick,
}: {
  id: string;
  suggestions: readonly SearchSuggestion[];
  active: number;
  onPick: (suggestion: SearchSuggestion) => void;
}) {
  const { t } = useTranslation('searchBar');
  return (
    <div className="search-panel">
      <ul id={id} className="search-panel__list" role="listbox" aria-label={t('suggestions')}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.id}`}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            className="search-panel__item search-panel__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
          >
            {suggestion.kind === 'channel' ? <span className="badge badge--soft">{t('channel')}</span> : null}
            <span className="search-panel__text" dir="auto">
              {suggestion.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
