/** i18next's plural suffixes: `count_one`, `count_other` … are one key, `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path of a namespace's texts, plural suffixes folded into the base key (to compare languages). */
export function localeKeyPaths(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? localeKeyPaths(child, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL, '')}`],
  );
}

/** A namespace's four bundles, for the tests that each language has every text. */
export type LocaleBundles<Bundle> = { en: Bundle; he: Bundle; fr: Bundle; it: Bundle };

/** The languages whose key paths differ from English's (empty when every language has exactly its texts). */
export function languagesMissingKeys<Bundle>(bundles: LocaleBundles<Bundle>): string[] {
  // a language's plural forms fold into one key, however many it has
  const paths = (bundle: Bundle) => [...new Set(localeKeyPaths(bundle))].sort().join('\n');
  return (['he', 'fr', 'it'] as const).filter((language) => paths(bundles[language]) !== paths(bundles.en));
}
