import { describe, expect, it } from 'vitest';
import { localeKeyPaths as keys } from '@/testing/localeKeys';
import { MEALS } from '@domain/planning/meals';
import en from '../../locales/en/plan.json';
import fr from '../../locales/fr/plan.json';
import he from '../../locales/he/plan.json';
import it_ from '../../locales/it/plan.json';

describe('the plan namespace (issue 33 §1–2)', () => {
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
  ])('%s names every meal', (_language, bundle) => {
    expect(Object.keys(bundle.meals).sort()).toEqual([...MEALS].sort());
  });
});
