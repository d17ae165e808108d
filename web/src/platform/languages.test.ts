import { describe, expect, it } from 'vitest';
import {
  directionOf,
  ENABLED_LANGUAGES,
  LANGUAGES,
  normalizeLanguage,
  resolveLanguage,
  tagLanguageOf,
} from './languages';

describe('resolveLanguage (spec 000 §1: saved → time zone → browser → English)', () => {
  it("starts in the language the page's address names (?lang=, as the server wrote the page), if enabled", () => {
    expect(resolveLanguage({ addressed: 'he', saved: 'it', timeZone: 'Europe/Rome' })).toEqual({
      language: 'he',
      source: 'address',
    });
    expect(resolveLanguage({ addressed: 'de', saved: 'it' }).language).toBe('it');
  });

  it('prefers the saved choice over everything else', () => {
    expect(resolveLanguage({ saved: 'it', timeZone: 'Asia/Jerusalem', browserLanguages: ['fr-FR'] })).toEqual(
      {
        language: 'it',
        source: 'saved',
      },
    );
  });

  it('uses the device time zone when nothing is saved', () => {
    expect(resolveLanguage({ saved: null, timeZone: 'Asia/Jerusalem', browserLanguages: ['en-US'] })).toEqual(
      {
        language: 'he',
        source: 'timezone',
      },
    );
    expect(resolveLanguage({ timeZone: 'Europe/Paris', browserLanguages: ['it'] }).language).toBe('fr');
    expect(resolveLanguage({ timeZone: 'Europe/Rome', browserLanguages: ['he'] }).language).toBe('it');
  });

  it('falls back to the first enabled browser language when the zone maps to nothing', () => {
    expect(
      resolveLanguage({ timeZone: 'America/New_York', browserLanguages: ['es-ES', 'fr-CA', 'en'] }),
    ).toEqual({
      language: 'fr',
      source: 'browser',
    });
    expect(resolveLanguage({ timeZone: 'UTC', browserLanguages: ['iw-IL'] }).language).toBe('he');
  });

  it('ends with English', () => {
    expect(resolveLanguage({})).toEqual({ language: 'en', source: 'default' });
    expect(resolveLanguage({ saved: 'xx', timeZone: 'Asia/Tokyo', browserLanguages: ['ja-JP'] })).toEqual({
      language: 'en',
      source: 'default',
    });
  });

  it('skips disabled languages (German and Arabic) at every step', () => {
    expect(
      resolveLanguage({ saved: 'de', timeZone: 'Europe/Berlin', browserLanguages: ['ar-EG', 'it-IT'] }),
    ).toEqual({
      language: 'it',
      source: 'browser',
    });
    expect(resolveLanguage({ saved: 'ar', timeZone: 'Asia/Riyadh', browserLanguages: ['ar'] }).language).toBe(
      'en',
    );
  });
});

describe('language table', () => {
  it('has en and he always available, fr and it on demand, de and ar disabled', () => {
    expect(ENABLED_LANGUAGES).toEqual(['en', 'he', 'fr', 'it']);
    expect(LANGUAGES.filter((l) => l.bundled).map((l) => l.code)).toEqual(['en', 'he']);
    expect(LANGUAGES.filter((l) => !l.enabled).map((l) => l.code)).toEqual(['de', 'ar']);
  });

  it('writes Hebrew and Arabic right to left', () => {
    expect(['he', 'ar', 'en', 'fr-CA'].map(directionOf)).toEqual(['rtl', 'rtl', 'ltr', 'ltr']);
  });

  it('normalises regional and legacy tags', () => {
    expect(['he-IL', 'iw', 'IT_it', 'pt-BR'].map(normalizeLanguage)).toEqual(['he', 'he', 'it', undefined]);
  });
});

describe('tagLanguageOf (spec 001 §3: tags are kept in he, it or en)', () => {
  it('reads Hebrew and Italian tags in those interfaces, and English tags (where French ones are kept) otherwise', () => {
    expect(['he', 'it', 'en', 'fr', 'fr-CA', 'it-IT'].map(tagLanguageOf)).toEqual([
      'he',
      'it',
      'en',
      'en',
      'en',
      'it',
    ]);
  });
});
