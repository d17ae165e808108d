import { AISLES } from '@domain/shopping';
import { describe, expect, it } from 'vitest';
import { languagesMissingKeys } from '@/testing/localeKeys';
import en from '../../locales/en/shopping.json';
import fr from '../../locales/fr/shopping.json';
import he from '../../locales/he/shopping.json';
import it_ from '../../locales/it/shopping.json';

describe('the shopping namespace (issue 33 §2)', () => {
  it('has every English key in he, fr and it, and no other', () => {
    expect(languagesMissingKeys({ en, he, fr, it: it_ })).toEqual([]);
  });

  it.each([
    ['en', en],
    ['he', he],
    ['fr', fr],
    ['it', it_],
  ])('%s names every aisle', (_language, bundle) => {
    expect(Object.keys(bundle.aisles).sort()).toEqual([...AISLES].sort());
  });
});
