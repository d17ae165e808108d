import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MIN_CHARS } from '@domain/recipe/autocomplete';
import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { autocomplete, type AutocompleteSuggestion } from '../api';
import {
  countCharacters,
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

/** A row's counter shows from this share of its limit on (a short row needs none). */
const COUNTER_FROM = 0.8;

/** The id of a row's input: the field's id for the first (an error of the field focuses it), numbered after. */
export function rowInputId(id: string, index: number): string {
  return index === 0 ? id : `${id}-row-${index + 1}`;
}

/**
 * Ingredient or instruction rows (spec 000 §2, §5): one text per row (ingredient 50 characters, instruction 500),
 * removable while more than one remains, with suggestions (ingredients from 2 characters, instruction templates
 * from 3). Enter in an ingredient adds the next row; a new row takes the focus. Nothing typed or pasted is cut: a
 * row near its limit shows a live counter, a row over it is marked invalid and the form refuses it at submit.
 */
export function RowsField({
  id,
  kind,
  value: rows,
  onChange,
  error,
  review,
}: ControlProps<Row[]> & {
  kind: Kind;
  /** Rows a translation kept as they were (issue 34): marked "to review" for the cook, by their key. */
  review?: ReadonlySet<string>;
}) {
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
    setText(key, text);
  };

  const others = (key: string) => rows.filter((entry) => entry.key !== key).map((entry) => entry.text);
  const lengthOf = (text: string) => countCharacters(text.trim());
  const anyOver = rows.some((entry) => lengthOf(entry.text) > maxLength);

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
          const inputId = rowInputId(id, index);
          const count = lengthOf(entry.text);
          const over = count > maxLength;
          const counted = count >= maxLength * COUNTER_FROM;
          const marked = review?.has(entry.key) === true;
          const describedBy = [counted && `${inputId}-counter`, marked && `${inputId}-review`].filter(
            Boolean,
          );
          return (
            <li key={entry.key} className="recipe-form__row" data-review={marked || undefined}>
              <span className="recipe-form__row-number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="recipe-form__row-input">
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
                    id: inputId,
                    className: 'form__input',
                    'aria-label': label,
                    'aria-invalid': over || (error && !anyOver && index === 0) ? true : undefined,
                    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
                    placeholder: index === 0 ? t(`form.${kind}.placeholder`) : undefined,
                    rows: 2,
                  }}
                  inputRef={(element) => {
                    if (element) elements.current.set(entry.key, element);
                    else elements.current.delete(entry.key);
                  }}
                />
                {marked ? (
                  <p id={`${inputId}-review`} className="recipe-form__review" data-testid="row-to-review">
                    {t('versions.toReview')}
                  </p>
                ) : null}
                {counted ? (
                  <p
                    id={`${inputId}-counter`}
                    className="form__counter recipe-form__row-counter"
                    data-full={count >= maxLength || undefined}
                    data-over={over || undefined}
                  >
                    <span aria-hidden="true">
                      {count}/{maxLength}
                    </span>
                    <span className="visually-hidden">
                      {t('common:form.counter', { count, max: maxLength })}
                    </span>
                  </p>
                ) : null}
              </div>
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
