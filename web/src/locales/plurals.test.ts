import { describe, expect, it } from 'vitest';

/**
 * Counts read right in every language (issue 27: "1 views"): a text that puts a counted number before its noun is
 * a count plural (key_one, key_other …, chosen by i18next from `count`), and every plural has the forms its language
 * needs (Intl.PluralRules: Hebrew one, two, other).
 */
const bundles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['en', 'he', 'fr', 'it'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A number, then a noun that takes a plural in English ("{{count}} views", "in {{minutes}} minutes"). */
const COUNTED =
  /\{\{(\w+)\}\}\s+(views?|recipes?|comments?|followers?|seconds?|minutes?|hours?|days?|ratings?|cooks?|shares?|likes?|reports?|times?)\b/;
/** Limits and settings: never 1 in practice, and read as "up to". */
const LIMITS = new Set(['max', 'min', 'limit', 'maxLimit', 'threshold', 'maxMb']);

function leaves(value: unknown, prefix = ''): [string, string][] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? leaves(child, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)]],
  );
}

const namespaces = (language: string) =>
  Object.entries(bundles)
    .filter(([path]) => path.startsWith(`./${language}/`))
    .map(([path, bundle]) => [path.slice(`./${language}/`.length, -'.json'.length), bundle] as const);

describe('counts in the interface texts', () => {
  it('every English text with a counted noun is a count plural', () => {
    const singularOnly = namespaces('en').flatMap(([namespace, bundle]) =>
      leaves(bundle)
        .filter(([key, text]) => {
          const counted = COUNTED.exec(text);
          return counted && !LIMITS.has(counted[1] ?? '') && !PLURAL.test(key);
        })
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(singularOnly).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every plural form its language uses, in every namespace', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const [namespace, bundle] of namespaces(language)) {
      const forms = new Map<string, Set<string>>();
      for (const [key] of leaves(bundle)) {
        const form = PLURAL.exec(key)?.[1];
        if (!form) continue;
        const base = key.replace(PLURAL, '');
        forms.set(base, (forms.get(base) ?? new Set()).add(form));
      }
      for (const [base, has] of forms) {
        for (const form of needed) {
          // "many" in French and Italian is for very large round numbers: "other" reads right there too
          if (form === 'many' && has.has('other')) continue;
          if (!has.has(form)) missing.push(`${namespace}:${base}_${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
