/**
 * The languages a recipe's version may be written in, by their own names and directions (issue 34, decision 0073).
 * Apart from family.ts so that a recipe card names a family's languages without the family's rules. Pure.
 */

/** The interface languages plus the two the spec lists as existing but disabled (000 §1). */
export const VERSION_LANGUAGES = ['en', 'he', 'fr', 'it', 'de', 'ar'] as const;
export type VersionLanguage = (typeof VERSION_LANGUAGES)[number];

/** Each language by its own name, as the language switch and "Also in" show it. */
export const LANGUAGE_OWN_NAMES: Record<VersionLanguage, string> = {
  en: 'English',
  he: 'עברית',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  ar: 'العربية',
};

export const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['he', 'ar']);

/** The direction a text in `language` is laid out in. */
export const languageDirection = (language: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';

export const isVersionLanguage = (value: unknown): value is VersionLanguage =>
  (VERSION_LANGUAGES as readonly unknown[]).includes(value);

/** A language's name for "Also in" and the switch: its own name, or its code when it is none of them. */
export const languageOwnName = (language: string): string =>
  isVersionLanguage(language) ? LANGUAGE_OWN_NAMES[language] : language;
