import { CONTENT_EDITOR_MESSAGES } from '@domain/content';
import { DEFAULT_ENTERPRISE_SETTINGS } from '@domain/constants/enterpriseSettings';
import { SETTINGS_MESSAGES } from '@domain/settings';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/adminSettings.json';

/** Every settings value's label key, as SettingsFields asks for it (lists' items use the `list.*` texts). */
function labelKeys(value: unknown, path: string[]): string[] {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return [path.join('_')];
  const own = path.length > 1 ? [path.join('_')] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => labelKeys(child, [...path, key]))];
}

describe('adminSettings translations', () => {
  it('word the domain messages exactly as the server does, in English', () => {
    expect(en.validation).toEqual(SETTINGS_MESSAGES);
    expect(en.content.errors).toEqual(CONTENT_EDITOR_MESSAGES);
  });

  it('label every settings value', () => {
    const settings = { ...DEFAULT_ENTERPRISE_SETTINGS, defaultRecipeImage: { url: '' } };
    const wanted = Object.entries(settings).flatMap(([category, value]) => labelKeys(value, [category]));
    expect(Object.keys(en.fields).sort()).toEqual([...new Set(wanted)].sort());
  });
});
