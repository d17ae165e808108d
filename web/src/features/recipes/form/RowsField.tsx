import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MIN_CHARS } from '@domain/recipe/autocomplete';
import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { autocomplete, type AutocompleteSuggestion } from '../api';
import {
  FieldLegend,
  FieldMessages,
  SuggestInput,
  type ControlProps,
  type SuggestionSource,
} from '@/components/form';
import { row, type Row } from './state';

type Kind = 'ingredients' | 'instructions';

const MAX_LENGTH: Record<Kind, number> = {
  ingredients: RECIPE_FORM_MAX_LENGTH.ingredient,
  instructions: RECIPE_FORM_MAX_LENGTH.instruction,
};

/**
 * Ingredient or instruction rows (spec 000 §2, §5): one text per row (ingredient 50 characters, instruction 500),
 * removable while more than one remains, with suggestions (ingredients from 2 characters, instruction templates
 * from 3). Enter in an ingredient adds the next row; a new row takes the focus.
 */
export function RowsField({ id, kind, value: rows, onChange, error }: ControlProps<Row[]> & { kind: Kind }) {
  const { t } = useTranslation('recipes');
  const elements = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  /** The row to focus once it is rendered (a new row, or the neighbour of a removed one). */
  const pendingFocus = useRef<string | null>(null);
  const maxLength = MAX_LENGTH[kind];
  const single = kind === 'ingredients';

  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    elements.current.get(key)?.focus();
  }, [rows]);

  const setText = (key: string, text: string) =>
    onChange(rows.map((entry) => (entry.key === key ? { ...entry, text } : entry)));

  const addAfter = (key?: string) => {
    const added = row();
    const index = key ? rows.findIndex((entry) => entry.key === key) : rows.length - 1;
    onChange([...rows.slice(0, index + 1), added, ...rows.slice(index + 1)]);
    pendingFocus.current = added.key;
  };

  const remove = (key: string) => {
    if (rows.length <= 1) return;
    const index = rows.findIndex((entry) => entry.key === key);
    const next = rows.filter((entry) => entry.key !== key);
    onChange(next);
    pendingFocus.current = next[Math.max(0, index - 1)]?.key ?? null;
  };

  const source: SuggestionSource = {
    key: ['autocomplete', kind],
    fetch: (q, signal) => autocomplete(kind, q, signal),
  };

  const pick = (key: string, suggestion: AutocompleteSuggestion) => {
    const text = single ? suggestion.text : `${suggestion.text} `;
    setText(key, Array.from(text).slice(0, maxLength).join(''));
  };

  const others = (key: string) => rows.filter((entry) => entry.key !== key).map((entry) => entry.text);

  return (
    <fieldset
      className="recipe-form__fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`rows-${kind}`}
    >
      <FieldLegend required>{t(`form.${kind}.label`)}</FieldLegend>
      <p className="form__hint">{t(`form.${kind}.hint`)}</p>
      <ol className="stack-list recipe-form__rows">
        {rows.map((entry, index) => {
          const label = t(`form.${kind}.row`, { n: index + 1 });
          return (
            <li key={entry.key} className="recipe-form__row">
              <span className="recipe-form__row-number" aria-hidden="true">
                {index + 1}
              </span>
              <SuggestInput
                value={entry.text}
                onChange={(text) => setText(entry.key, text)}
                onPick={(suggestion) => pick(entry.key, suggestion)}
                onEnter={single ? () => addAfter(entry.key) : undefined}
                source={source}
                minChars={AUTOCOMPLETE_MIN_CHARS[kind]}
                exclude={others(entry.key)}
                listLabel={t('form.suggestions')}
                multiline={!single}
                inputProps={{
                  id: index === 0 ? id : undefined,
                  className: 'form__input',
                  maxLength,
                  'aria-label': label,
                  'aria-invalid': error && index === 0 ? true : undefined,
                  placeholder: index === 0 ? t(`form.${kind}.placeholder`) : undefined,
                  rows: 2,
                }}
                inputRef={(element) => {
                  if (element) elements.current.set(entry.key, element);
                  else elements.current.delete(entry.key);
                }}
              />
              <button
                type="button"
                className="recipe-form__icon-button"
                onClick={() => remove(entry.key)}
                disabled={rows.length <= 1}
                aria-label={t(`form.${kind}.remove`, { n: index + 1 })}
                title={t(`form.${kind}.remove`, { n: index + 1 })}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className="button button--small" onClick={() => addAfter()}>
          <PlusIcon size={16} />
          {t(`form.${kind}.add`)}
        </button>
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
