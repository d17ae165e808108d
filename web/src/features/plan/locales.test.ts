import { describe, expect, it } from 'vitest';
import { languagesMissingKeys } from '@/testing/localeKeys';
import { MEALS } from '@domain/planning/meals';
import en from '../../locales/en/plan.json';
import fr from '../../locales/fr/plan.json';
import he from '../../locales/he/plan.json';
import it_ from '../../locales/it/plan.json';

describe('the plan namespace (issue 33 §1–2)', () => {
  it('has every English key in he, fr and it, and no other', () => {
    expect(languagesMissingKeys({ en, he, fr, it: it_ })).toEqual([]);
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
