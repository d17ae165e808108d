import { AISLES } from '@domain/shopping';
import { describe, expect, it } from 'vitest';
import { localeKeyPaths as keys } from '@/testing/localeKeys';
import en from '../../locales/en/shopping.json';
import fr from '../../locales/fr/shopping.json';
import he from '../../locales/he/shopping.json';
import it_ from '../../locales/it/shopping.json';

describe('the shopping namespace (issue 33 §2)', () => {
  it.each([
    ['he', he],
    ['fr', fr],
    ['it', it_],
  ])('%s has every English key and no other', (_language, bundle) => {
    expect(new Set(keys(bundle))).toEqual(new Set(keys(en)));
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
