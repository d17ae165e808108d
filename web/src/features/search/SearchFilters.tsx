import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '@domain/catalog/types';
import { FAVORITES_FILTERS } from '@domain/constants/social';
import { useDietaryOptions } from '@/components/catalog';

/** The search's filter dropdown (001 §2, §9): one checkbox per dietary option (is…=true) and "rating 3+". */
export function SearchFilters({
  dietary,
  minRating,
  onChange,
}: {
  dietary: readonly string[];
  minRating: number | null;
  onChange: (next: { dietary: string[]; minRating: number | null }) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const options = useDietaryOptions();
  const id = useId();
  const active = dietary.length + (minRating ? 1 : 0);
  const toggle = (flag: string, on: boolean) =>
    onChange({ dietary: on ? [...dietary, flag] : dietary.filter((f) => f !== flag), minRating });

  return (
    <details className="search-filters">
      <summary className="button">
        {active > 0 ? t('filters.labelActive', { count: active }) : t('filters.label')}
      </summary>
      <fieldset className="search-panel search-filters__panel">
        <legend className="visually-hidden">{t('filters.label')}</legend>
        {(options.data ?? []).map((option) => (
          <label key={option.id} className="search-filters__option">
            <input
              type="checkbox"
              checked={dietary.includes(option.fieldName)}
              onChange={(event) => toggle(option.fieldName, event.target.checked)}
            />
            <span>{localizedName(option, i18n.resolvedLanguage ?? 'en')}</span>
          </label>
        ))}
        <label className="search-filters__option" htmlFor={`${id}-rating`}>
          <input
            id={`${id}-rating`}
            type="checkbox"
            checked={minRating !== null}
            onChange={(event) =>
              onChange({
                dietary: [...dietary],
                minRating: event.target.checked ? FAVORITES_FILTERS.searchMinRating : null,
              })
            }
          />
          <span>{t('filters.rating', { count: FAVORITES_FILTERS.searchMinRating })}</span>
        </label>
      </fieldset>
    </details>
  );
}
