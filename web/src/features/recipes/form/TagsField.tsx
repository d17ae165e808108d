import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE, RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { MAX_TAGS_PER_RECIPE } from '@domain/recipe/tags';
import { TagInput, type ControlProps, type SuggestionSource } from '@/components/form';
import { STALE_TIMES } from '@/platform/query';
import { getPopularTags, suggestTags } from '../api';
import { hasTag } from './state';
import { addTags } from './tagList';

const MAX_LENGTH = RECIPE_FORM_MAX_LENGTH.tag;

/**
 * Tags (spec 000 §2, §5; 001 §9): each at most 30 characters, never twice (case aside); Enter or a comma adds what
 * was typed; suggestions from 2 characters (GET /api/tags/suggest); the 10 popular tags of the interface language
 * (POST /api/supabase/get-popular-tags, asked once per page load) are one click away. At the recipe's limit the
 * input locks and says so; a pasted list that goes over it names the tags left out.
 */
export function TagsField({ id, value, onChange }: ControlProps<string[]>) {
  const { t, i18n } = useTranslation('recipes');
  const language = i18n.resolvedLanguage ?? 'en';
  const [note, setNote] = useState<string | null>(null);
  /** Said aloud and shown: tags that went over the limit, else that the limit is reached. */
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const popular = useQuery({
    queryKey: ['popular-tags', language, AUTOCOMPLETE.popularTagsOnCreate],
    queryFn: ({ signal }) => getPopularTags(language, AUTOCOMPLETE.popularTagsOnCreate, signal),
    staleTime: STALE_TIMES.pageLoad,
    retry: false,
  });
  const full = value.length >= MAX_TAGS_PER_RECIPE;

  const add = (raw: string) => {
    const result = addTags(value, raw);
    if (result.added.length) onChange(result.tags);
    if (result.dropped.length) {
      setLimitNote(t('form.tags.overLimit', { max: MAX_TAGS_PER_RECIPE, tags: result.dropped.join(', ') }));
    } else setLimitNote(null);
    const [duplicate] = result.duplicates;
    if (result.added.length) setNote(t('form.tags.added', { tag: result.added.join(', ') }));
    else if (duplicate) setNote(t('form.tags.duplicate', { tag: duplicate }));
  };

  const remove = (tag: string) => {
    onChange(value.filter((entry) => entry !== tag));
    setLimitNote(null);
    setNote(t('form.tags.removed', { tag }));
  };

  const suggestions: SuggestionSource = {
    key: ['tag-suggestions', language],
    fetch: async (q, signal) => (await suggestTags(q, language, signal)).map((text) => ({ text })),
  };

  return (
    <TagInput
      id={id}
      label={t('form.tags.label')}
      tags={value}
      onAdd={add}
      onRemove={remove}
      texts={{
        list: t('form.tags.list'),
        add: t('form.tags.add'),
        remove: (tag) => t('form.tags.remove', { tag }),
        suggestions: t('form.suggestions'),
      }}
      maxLength={MAX_LENGTH}
      placeholder={t('form.tags.placeholder')}
      full={full}
      hint={t('form.tags.hint', { max: MAX_LENGTH })}
      status={limitNote ?? (full ? t('form.tags.full', { max: MAX_TAGS_PER_RECIPE }) : null)}
      announcement={note}
      suggestions={suggestions}
      minChars={AUTOCOMPLETE.tagSuggestionsMinChars}
      offers={{
        label: t('form.tags.popular'),
        tags: (popular.data ?? []).filter((tag) => !hasTag(value, tag)),
        addLabel: (tag) => t('form.tags.addPopular', { tag }),
      }}
    />
  );
}
