import { EXPORT_FILE_REFUSALS } from '@domain/exports/messages';
import { describe, expect, it } from 'vitest';
import { localeKeyPaths as keys } from '@/testing/localeKeys';
import en from '../../locales/en/imports.json';
import fr from '../../locales/fr/imports.json';
import he from '../../locales/he/imports.json';
import it_ from '../../locales/it/imports.json';

describe('the imports namespace (issue 32 §2)', () => {
  it.each([
    ['he', he],
    ['fr', fr],
    ['it', it_],
  ])('%s has every English key and no other', (_language, bundle) => {
    expect(new Set(keys(bundle))).toEqual(new Set(keys(en)));
  });

  it('says every reason a file is refused, and why a recipe is skipped', () => {
    for (const reason of [...EXPORT_FILE_REFUSALS, 'stopped'])
      expect(en.errors.file[reason as keyof typeof en.errors.file], reason).toBeTruthy();
    expect(Object.keys(en.summary.reason).sort()).toEqual(['same-recipe', 'same-source']);
  });
});
