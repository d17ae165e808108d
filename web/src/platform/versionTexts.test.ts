import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@domain/notifications';
import { VERSION_MESSAGES, VERSION_REASONS } from '@domain/recipe';

/**
 * Language versions' texts (issue 34): every refusal the server sends with a `reason` and every notification type
 * has its words in every language (i18n.test.ts checks the languages hold the same keys; this checks the keys
 * exist), and the English words are the server's own text.
 */
const bundles = import.meta.glob<Record<string, Record<string, unknown>>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'he', 'fr', 'it'] as const;
const errorsOf = (language: string) =>
  (bundles[`../locales/${language}/recipes.json`]?.versions as { errors: Record<string, string> }).errors;
const typesOf = (language: string) =>
  bundles[`../locales/${language}/notifications.json`]?.types as Record<string, string>;

describe('language versions in every language', () => {
  it.each(LANGUAGES)('%s words every refusal reason', (language) => {
    const errors = errorsOf(language);
    for (const key of Object.values(VERSION_REASONS)) expect(errors[key], key).toBeTruthy();
  });

  it('English says what the server says', () => {
    const errors = errorsOf('en');
    for (const key of Object.values(VERSION_REASONS)) expect(errors[key]).toBe(`${VERSION_MESSAGES[key]}.`);
  });

  it.each(LANGUAGES)('%s words every notification type', (language) => {
    const types = typesOf(language);
    for (const type of NOTIFICATION_TYPES) expect(types[type], type).toMatch(/\{\{name\}\}/);
  });
});
