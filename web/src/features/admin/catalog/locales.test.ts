import { CATALOG_SUCCESS, CATEGORY_MESSAGES, DIETARY_OPTION_MESSAGES } from '@domain/catalog/messages';
import { describe, expect, it } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import enCategories from '../../../locales/en/categories.json';
import frAdmin from '../../../locales/fr/admin.json';
import frCategories from '../../../locales/fr/categories.json';
import heAdmin from '../../../locales/he/admin.json';
import heCategories from '../../../locales/he/categories.json';
import itAdmin from '../../../locales/it/admin.json';
import itCategories from '../../../locales/it/categories.json';

/** Every key path of a namespace, with i18next's plural suffixes folded into the base key. */
function keys(value: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix + key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (child && typeof child === 'object') for (const k of keys(child, `${path}.`)) out.add(k);
    else out.add(path);
  }
  return out;
}

describe('admin and categories translations', () => {
  it('show the English catalogue texts exactly as the domain (and the server) word them', () => {
    expect(enAdmin.messages.category).toEqual(CATEGORY_MESSAGES);
    expect(enAdmin.messages.success).toEqual(CATALOG_SUCCESS);
    const { inUse_one: inUseOne, inUse_other: inUseOther, ...dietary } = enAdmin.messages.dietary;
    expect(dietary).toEqual(DIETARY_OPTION_MESSAGES);
    expect(inUseOther.replace('{{count}}', '3')).toBe(
      'Cannot delete dietary option. 3 recipes are using this option.',
    );
    expect(inUseOne.replace('{{count}}', '1')).toBe(
      'Cannot delete dietary option. 1 recipe is using this option.',
    );
  });

  it.each([
    ['he', heAdmin, heCategories],
    ['fr', frAdmin, frCategories],
    ['it', itAdmin, itCategories],
  ])('%s has every English key', (_language, admin, categories) => {
    expect([...keys(admin)].sort()).toEqual([...keys(enAdmin)].sort());
    expect([...keys(categories)].sort()).toEqual([...keys(enCategories)].sort());
  });
});
