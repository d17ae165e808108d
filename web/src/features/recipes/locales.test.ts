import { RECIPE_FORM_ERROR_KEYS } from '@domain/recipe/form';
import { RECIPE_MESSAGES } from '@domain/recipe/messages';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/recipes.json';
import fr from '../../locales/fr/recipes.json';
import he from '../../locales/he/recipes.json';
import it_ from '../../locales/it/recipes.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, with i18next's plural suffixes folded into the base key. */
function keys(value: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix + key.replace(PLURAL, '');
    if (child && typeof child === 'object') for (const k of keys(child, `${path}.`)) out.add(k);
    else out.add(path);
  }
  return out;
}

/** Plural keys with the suffixes a language needs (Intl.PluralRules), e.g. he: one, two, other. */
function pluralForms(value: unknown, prefix = '', out = new Map<string, Set<string>>()) {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object') pluralForms(child, `${prefix}${key}.`, out);
    const match = PLURAL.exec(key);
    if (match?.[1]) {
      const base = prefix + key.replace(PLURAL, '');
      if (!out.has(base)) out.set(base, new Set());
      out.get(base)?.add(match[1]);
    }
  }
  return out;
}

function get(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

describe('recipes translations', () => {
  it.each(Object.entries({ he, fr, it: it_ }))('%s has every English key', (_language, translations) => {
    expect([...keys(translations)].sort()).toEqual([...keys(en)].sort());
  });

  it.each(Object.entries({ en, he, fr, it: it_ }))(
    '%s has every plural form its language uses',
    (language, translations) => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [base, forms] of pluralForms(translations)) {
        for (const form of needed) {
          // "many" in French and Italian is for very large round numbers: "other" reads right there too.
          if (form === 'many' && !forms.has('many') && forms.has('other')) continue;
          expect(forms.has(form), `${language}: ${base}_${form}`).toBe(true);
        }
      }
    },
  );

  it('has a text for every form rule the domain can report', () => {
    for (const key of RECIPE_FORM_ERROR_KEYS) {
      for (const translations of [en, he, fr, it_]) {
        expect(typeof get(translations.validation, key), key).toBe('string');
      }
    }
  });

  it('words the English spec texts as the spec does', () => {
    expect(en.edit.saved).toBe('Changes saved successfully!');
    expect(en.errors.saveFailed).toBe('Failed to save changes');
    expect(en.delete.failed).toBe('Failed to delete recipe');
    expect(en.errors.notFound).toBe(RECIPE_MESSAGES.notFound);
    expect(en.validation.errors.youtubeInvalid).toBe(RECIPE_MESSAGES.youtubeUrlInvalid);
    expect(en.validation.errors.shortsUnsupported).toBe(RECIPE_MESSAGES.youtubeShortsUnsupported);
    expect(en.detail.related).toBe('You might also like');
    expect([
      en.progress.preparing,
      en.progress.security,
      en.progress.language,
      en.progress.images,
      en.progress.saving,
      en.progress.complete,
    ]).toEqual([
      'Preparing recipe',
      'Security verification',
      'Analyzing recipe language',
      'Processing images and validating',
      'Saving autocomplete data',
      'Complete',
    ]);
  });
});
