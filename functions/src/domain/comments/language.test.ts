import { describe, expect, it } from 'vitest';
import { commentLanguage, commentTextAttributes } from './language';

describe('the language a comment is written in (decision 0077)', () => {
  it('the words decide when they can, whatever page or writer', () => {
    expect(commentLanguage('מרק מצוין, תודה!', { stated: 'en', version: 'en' })).toBe('he');
    expect(commentLanguage('شوربة لذيذة جدا', { stated: 'en', version: 'fr' })).toBe('ar');
    expect(commentLanguage('I made this and it was the best soup', { stated: 'he', version: 'he' })).toBe(
      'en',
    );
    expect(
      commentLanguage('Je la refais pour les enfants avec du pain', { stated: 'en', version: 'en' }),
    ).toBe('fr');
    expect(commentLanguage('La zuppa è buonissima, grazie per la ricetta', { version: 'en' })).toBe('it');
  });

  it('with no evidence: the writer’s language, then the version’s, never right to left for Latin letters', () => {
    expect(commentLanguage('Yum!', { stated: 'fr', version: 'en' })).toBe('fr');
    expect(commentLanguage('Yum!', { version: 'it' })).toBe('it');
    expect(commentLanguage('Yum!', { stated: 'he', version: 'he' })).toBe('en');
    expect(commentLanguage('Yum!', { stated: 'he', version: 'fr' })).toBe('fr');
    expect(commentLanguage('👍', { stated: 'ar', version: 'he' })).toBe('en');
    expect(commentLanguage('👍 יאמי Yum', { stated: 'he', version: 'en' })).toBe('he');
  });

  it('marks a comment’s text with its language and direction; one stored without reads auto', () => {
    expect(commentTextAttributes('he')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(commentTextAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(commentTextAttributes('fr')).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(commentTextAttributes('')).toEqual({ dir: 'auto' });
  });
});
