import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE, RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { MAX_TAGS_PER_RECIPE } from '@domain/recipe/tags';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { getPopularTags, suggestTags } from '../api';
import { hasTag } from './state';
import { SuggestInput } from './SuggestInput';
import { addTags } from './tagList';

const MAX_LENGTH = RECIPE_FORM_MAX_LENGTH.tag;

/** Popular tags per language, fetched once per page load. */
const popularCache = new Map<string, Promise<string[]>>();

function popularTags(language: string): Promise<string[]> {
  let found = popularCache.get(language);
  if (!found) {
    found = getPopularTags(language, AUTOCOMPLETE.popularTagsOnCreate);
    popularCache.set(language, found);
    found.catch(() => popularCache.delete(language));
  }
  return found;
}

/**
 * Tags (spec 000 §2, §5; 001 §9): each at most 30 characters, never twice (case aside); Enter or a comma adds what
 * was typed; suggestions from 2 characters (GET /api/tags/suggest); the 10 popular tags of the interface language
 * (POST /api/supabase/get-popular-tags) are one click away. Each tag is a chip with its own remove button. At the
 * recipe's limit the input locks and says so; a pasted list that goes over it names the tags left out.
 */
export function TagsField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t, i18n } = useTranslation('recipes');
  const language = i18n.resolvedLanguage ?? 'en';
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  /** Said aloud and shown: tags that went over the limit, else that the limit is reached. */
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const [popular, setPopular] = useState<{ language: string; tags: string[] }>({ language: '', tags: [] });
  const full = value.length >= MAX_TAGS_PER_RECIPE;

  useEffect(() => {
    let live = true;
    popularTags(language).then(
      (tags) => live && setPopular({ language, tags }),
      () => live && setPopular({ language, tags: [] }),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const add = (raw: string) => {
    const result = addTags(value, raw);
    if (result.added.length) onChange(result.tags);
    if (result.dropped.length) {
      setLimitNote(t('form.tags.overLimit', { max: MAX_TAGS_PER_RECIPE, tags: result.dropped.join(', ') }));
    } else setLimitNote(null);
    const [duplicate] = result.duplicates;
    if (result.added.length) setNote(t('form.tags.added', { tag: result.added.join(', ') }));
    else if (duplicate) setNote(t('form.tags.duplicate', { tag: duplicate }));
    setDraft('');
  };

  const remove = (tag: string) => {
    onChange(value.filter((entry) => entry !== tag));
    setLimitNote(null);
    setNote(t('form.tags.removed', { tag }));
  };

  const fetchSuggestions = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await suggestTags(q, language, signal)).map((text) => ({ text })),
    [language],
  );

  const offered = (popular.language === language ? popular.tags : []).filter((tag) => !hasTag(value, tag));

  return (
    <div className="form__field recipe-form__field" data-testid="tags-field">
      <label htmlFor={id} className="form__label">
        {t('form.tags.label')}
      </label>
      {value.length ? (
        <ul className="recipe-form__chips" aria-label={t('form.tags.list')} data-testid="tag-chips">
          {value.map((tag) => (
            <li key={tag} className="recipe-form__chip">
              <bdi>#{tag}</bdi>
              <button
                type="button"
                className="recipe-form__chip-remove"
                onClick={() => remove(tag)}
                aria-label={t('form.tags.remove', { tag })}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="recipe-form__tag-entry">
        <SuggestInput
          value={draft}
          onChange={(text) => {
            if (text.includes(',')) {
              add(text);
              return;
            }
            setDraft(text);
          }}
          onPick={(suggestion) => add(suggestion.text)}
          onEnter={() => add(draft)}
          fetchSuggestions={fetchSuggestions}
          minChars={AUTOCOMPLETE.tagSuggestionsMinChars}
          exclude={value}
          listLabel={t('form.suggestions')}
          inputProps={{
            id,
            className: 'form__input',
            maxLength: MAX_LENGTH,
            placeholder: t('form.tags.placeholder'),
            disabled: full,
            'aria-describedby': `${id}-hint ${id}-limit`,
            // A pasted list is added as it is; the input's own length limit would cut it.
            onPaste: (event) => {
              const pasted = event.clipboardData.getData('text');
              if (!/[,\n]/.test(pasted)) return;
              event.preventDefault();
              add(`${draft},${pasted}`);
            },
          }}
        />
        <button
          type="button"
          className="button button--small"
          onClick={() => add(draft)}
          disabled={!draft.trim() || full}
        >
          <PlusIcon size={16} />
          {t('form.tags.add')}
        </button>
      </div>
      <p id={`${id}-hint`} className="recipe-form__hint">
        {t('form.tags.hint', { max: MAX_LENGTH })}
      </p>
      <p id={`${id}-limit`} className="recipe-form__hint recipe-form__limit" role="status">
        {limitNote ?? (full ? t('form.tags.full', { max: MAX_TAGS_PER_RECIPE }) : null)}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {note}
      </p>
      {offered.length ? (
        <div className="recipe-form__popular">
          <p className="recipe-form__hint" id={`${id}-popular`}>
            {t('form.tags.popular')}
          </p>
          <ul className="recipe-form__chips" aria-labelledby={`${id}-popular`}>
            {offered.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="recipe-form__chip recipe-form__chip--offer"
                  onClick={() => add(tag)}
                  disabled={full}
                  aria-label={t('form.tags.addPopular', { tag })}
                >
                  <PlusIcon size={14} />
                  <bdi>{tag}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
