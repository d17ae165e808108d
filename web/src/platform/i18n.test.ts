// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { i18next, initI18n } from './i18n';
import { chooseLanguage } from './languageChoice';
import { LANGUAGE_STORAGE_KEY } from './languages';

describe('i18n', () => {
  afterEach(() => localStorage.clear());

  it('starts in the resolved language and sets <html lang dir>', async () => {
    await initI18n('he');
    expect(i18next.language).toBe('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('app.name')).toBe('מתכון');
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

  it('has every common key in every enabled language', async () => {
    const files = import.meta.glob<Record<string, unknown>>(
      '../locales/*/{common,content,comingSoon,accounts,channel}.json',
      {
        eager: true,
        import: 'default',
      },
    );
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    for (const namespace of ['common', 'content', 'comingSoon', 'accounts', 'channel']) {
      const english = keys(files[`../locales/en/${namespace}.json`]).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of ['he', 'fr', 'it']) {
        expect(
          keys(files[`../locales/${language}/${namespace}.json`]).sort(),
          `${language}/${namespace}`,
        ).toEqual(english);
      }
    }
  });
});
