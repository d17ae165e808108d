// @vitest-environment happy-dom
// own module graph: these tests start i18n for the first time in their module graph
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { i18next, initI18n } from './i18n';
import { chooseLanguage } from './languageChoice';
import { LANGUAGE_STORAGE_KEY } from './languages';

const englishNamespaces = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((path) => /\/locales\/en\/([^/]+)\.json$/.exec(path)?.[1])
    .filter((namespace): namespace is string => namespace !== undefined)
    .sort();

describe('i18n', () => {
  afterEach(() => localStorage.clear());

  it('starts in the resolved language and sets <html lang dir>', async () => {
    await initI18n('he');
    expect(i18next.language).toBe('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('app.name')).toBe('מתכון');
  });

  it('reads the device (time zone, languages) on the first call only, not on every screen loader call', async () => {
    await initI18n('he');
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await Promise.all([initI18n(), initI18n(), initI18n()]);
      expect(formatter).not.toHaveBeenCalled();
      expect(i18next.language).toBe('he');
    } finally {
      formatter.mockRestore();
    }
  });

  it('loads French on demand, switches direction back and remembers the choice', async () => {
    await initI18n('he');
    expect(i18next.hasResourceBundle('fr', 'common')).toBe(false);
    await chooseLanguage('fr');
    expect(i18next.hasResourceBundle('fr', 'common')).toBe(true);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('nav.home')).toBe('Accueil');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('has every key of every namespace in every enabled language', () => {
    const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
      eager: true,
      import: 'default',
    });
    // a plural is one key whatever forms the language has (Hebrew adds _two)
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix.replace(/_(zero|one|two|few|many|other)$/, '_plural')];
    const unique = (list: string[]) => [...new Set(list)].sort();
    const namespaces = englishNamespaces(files);
    expect(namespaces.length).toBeGreaterThan(10);
    for (const namespace of namespaces) {
      const english = unique(keys(files[`../locales/en/${namespace}.json`]));
      expect(english.length, namespace).toBeGreaterThan(0);
      for (const language of ['he', 'fr', 'it']) {
        expect(
          unique(keys(files[`../locales/${language}/${namespace}.json`])),
          `${language}/${namespace}`,
        ).toEqual(english);
      }
    }
  });

  it('leaves out of the first JS exactly the namespaces it loads on demand', () => {
    // i18n.ts and localeLoaders.ts each spell the list (import.meta.glob takes literals only): they must agree
    const listIn = (file: string, pattern: RegExp) =>
      pattern
        .exec(readFileSync(new URL(file, import.meta.url), 'utf8'))?.[1]
        ?.split(',')
        .sort() ?? [];
    const leftOut = listIn('./i18n.ts', /'!\.\.\/locales\/\*\/\{([^}]+)\}\.json'/);
    const onDemand = listIn('./localeLoaders.ts', /'\.\.\/locales\/en\/\{([^}]+)\}\.json'/);
    expect(leftOut.length).toBeGreaterThan(5);
    expect(onDemand).toEqual(leftOut);
  });
});
