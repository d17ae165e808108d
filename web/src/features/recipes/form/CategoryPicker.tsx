import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName, primaryCategory } from '@domain/catalog/types';
import { RECIPE_LIMITS } from '@domain/constants/recipe';
import { useLiveCategories } from '@/components/catalog/live';
import { LiveChoices } from './LiveChoices';
import { FieldLegend, FieldMessages, type ControlProps } from '@/components/form';

const MAX = RECIPE_LIMITS.maxCategories;

/**
 * Categories (spec 000 §2, §5): up to 3 of the live categories, in the order picked; the first is the recipe's
 * primary category (marked). Real checkboxes, so Tab and Space work; the rest are disabled once 3 are picked.
 * A new recipe (`preselectPrimary`) starts with the catalogue's primary category picked (002 §3), once: a cook who
 * unpicks it is not overruled.
 */
export function CategoryPicker({
  id,
  value,
  onChange,
  error,
  preselectPrimary = false,
}: ControlProps<string[]> & { preselectPrimary?: boolean }) {
  const { t, i18n } = useTranslation('recipes');
  const categories = useLiveCategories();
  const preselected = useRef(!preselectPrimary);
  const primaryId = categories.status === 'success' ? primaryCategory(categories.data)?.id : undefined;
  useEffect(() => {
    if (preselected.current || !primaryId) return;
    preselected.current = true;
    if (value.length === 0) onChange([primaryId]);
  }, [primaryId, value, onChange]);
  const language = i18n.resolvedLanguage ?? 'en';
  const full = value.length >= MAX;
  const hintId = `${id}-hint`;

  const toggle = (categoryId: string, on: boolean) =>
    onChange(
      on
        ? [...value.filter((entry) => entry !== categoryId), categoryId].slice(0, MAX)
        : value.filter((entry) => entry !== categoryId),
    );

  return (
    <fieldset
      className="recipe-form__fieldset"
      aria-describedby={[error ? `${id}-error` : '', hintId].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <FieldLegend required>{t('form.categories.label')}</FieldLegend>
      <LiveChoices list={categories} loading={t('form.categories.loading')} none={t('form.categories.none')}>
        {(items) => (
          <ul className="inline-list" data-testid="category-picker">
            {items.map((category, index) => {
              const position = value.indexOf(category.id);
              const checked = position >= 0;
              return (
                <li key={category.id}>
                  <label
                    className={`pill recipe-form__pill${checked ? ' recipe-form__pill--on' : ''}`}
                    data-category-id={category.id}
                  >
                    <input
                      id={index === 0 ? id : undefined}
                      type="checkbox"
                      className="recipe-form__pill-input"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(category.id, event.target.checked)}
                    />
                    {category.emoji ? <span aria-hidden="true">{category.emoji}</span> : null}
                    <span>{localizedName(category, language)}</span>
                    {position === 0 ? (
                      <span className="badge badge--primary recipe-form__badge">
                        {t('form.categories.primary')}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </LiveChoices>
      <FieldMessages
        id={id}
        error={error}
        hint={full ? t('form.categories.full', { max: MAX }) : t('form.categories.hint', { max: MAX })}
      />
    </fieldset>
  );
}
