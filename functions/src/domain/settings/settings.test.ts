import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTERPRISE_SETTINGS } from '../constants/enterpriseSettings';
import {
  EDITABLE_SETTINGS,
  SETTINGS_MESSAGES,
  creationMethodEnabled,
  defaultEditableSettings,
  everySetting,
  publicSettingsOf,
  settingsWithDefaults,
  sharingPlatformEnabled,
  validateSettings,
} from '.';
import { defaultsWith } from '../../testing/settings';

const analytics = () => structuredClone(DEFAULT_ENTERPRISE_SETTINGS.analytics);

describe('enterprise settings validation (spec 002 §5)', () => {
  it('accepts every default', () => {
    for (const [category, value] of Object.entries(DEFAULT_ENTERPRISE_SETTINGS))
      expect(validateSettings(category as keyof typeof DEFAULT_ENTERPRISE_SETTINGS, value).ok).toBe(true);
  });

  it.each([
    [400, 400],
    [500, 400],
  ])('refuses low %i against medium %i', (low, medium) => {
    const value = analytics();
    value.calorieThresholds = { low, medium };
    expect(validateSettings('analytics', value)).toEqual({
      ok: false,
      field: 'analytics.calorieThresholds.low',
      message: SETTINGS_MESSAGES.lowBelowMedium,
    });
  });

  it.each([
    ['analytics.calorieThresholds.low', 0, 1, SETTINGS_MESSAGES.caloriesAtLeastOne],
    ['analytics.topResultsLimits.popularTags', 0, 100, SETTINGS_MESSAGES.topLimitsRange],
    ['analytics.topResultsLimits.popularTags', 101, 100, SETTINGS_MESSAGES.topLimitsRange],
    ['analytics.topResultsLimits.popularTags', 2.5, 100, SETTINGS_MESSAGES.topLimitsRange],
    ['businessRules.moderation.maxRecipesPerDay', 0, 1, SETTINGS_MESSAGES.maxRecipesPerDay],
    [
      'languages.supported',
      'en,he',
      DEFAULT_ENTERPRISE_SETTINGS.languages.supported,
      SETTINGS_MESSAGES.languagesArray,
    ],
  ])('%s: refuses %j with the field and its message, takes %j', (field, bad, good, message) => {
    const refused = defaultsWith(field, bad);
    expect(validateSettings(refused.category, refused.value)).toEqual({ ok: false, field, message });
    const taken = defaultsWith(field, good);
    expect(validateSettings(taken.category, taken.value).ok).toBe(true);
  });

  it('the default recipe image is empty, an https address or a site path', () => {
    expect(validateSettings('defaultRecipeImage', { url: '' }).ok).toBe(true);
    expect(validateSettings('defaultRecipeImage', { url: '/images/x.png' }).ok).toBe(true);
    expect(validateSettings('defaultRecipeImage', { url: 'https://cdn.example/x.png' }).ok).toBe(true);
    expect(validateSettings('defaultRecipeImage', { url: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      message: SETTINGS_MESSAGES.imageUrl,
    });
  });
});

describe('settings as the product reads them', () => {
  it('everySetting holds each editable category, from its own value', () => {
    const settings = everySetting(defaultEditableSettings);
    expect(Object.keys(settings).sort()).toEqual([...EDITABLE_SETTINGS].sort());
    for (const category of EDITABLE_SETTINGS)
      expect(settings[category]).toEqual(defaultEditableSettings(category));
  });

  it('fills a key the stored document lacks from the defaults', () => {
    const stored = { calorieThresholds: { low: 200, medium: 500 }, updatedBy: 'x' };
    const value = settingsWithDefaults('analytics', stored);
    expect(value.calorieThresholds).toEqual({ low: 200, medium: 500 });
    expect(value.topResultsLimits).toEqual(DEFAULT_ENTERPRISE_SETTINGS.analytics.topResultsLimits);
  });

  it('ignores a stored document that breaks the rules', () => {
    expect(settingsWithDefaults('analytics', { calorieThresholds: { low: 900, medium: 1 } })).toEqual(
      DEFAULT_ENTERPRISE_SETTINGS.analytics,
    );
  });

  it('offers only the enabled creation methods and sharing platforms', () => {
    const creationMethods = structuredClone(DEFAULT_ENTERPRISE_SETTINGS.creationMethods);
    creationMethods.supported[1]!.enabled = false;
    const sharingPlatforms = structuredClone(DEFAULT_ENTERPRISE_SETTINGS.sharingPlatforms);
    sharingPlatforms.supported[0]!.enabled = false;
    const settings = publicSettingsOf({ creationMethods, sharingPlatforms });
    expect(creationMethodEnabled(settings, 'manual')).toBe(true);
    expect(creationMethodEnabled(settings, 'youtube')).toBe(false);
    expect(creationMethodEnabled(settings, 'unknown')).toBe(false);
    expect(sharingPlatformEnabled(settings, 'whatsapp')).toBe(false);
    expect(sharingPlatformEnabled(settings, 'facebook')).toBe(true);
    expect(sharingPlatformEnabled(settings, 'copy')).toBe(true);
  });
});
