/**
 * The settings the product does not (or only partly) act on, by their label key (`<category>_<key>…`), and the note
 * the screen shows beside each (adminSettings `notes.<note>`). Decision 0036 says why each cannot steer.
 */
const NOTES: Readonly<Record<string, string>> = {
  languages_supported: 'languages',
  languages_default: 'languages',
  languages_autoDetect: 'languages',
  api_rateLimit: 'rateLimit',
  api_external: 'external',
  analytics_topResultsLimits_popularIngredients: 'popularIngredients',
  features_social_socialLogin: 'socialLogin',
  sharingPlatforms_supported: 'sharingPlatforms',
  businessRules_engagement: 'notUsed',
  businessRules_performance: 'notUsed',
  features_analytics: 'notUsed',
  features_monetization: 'notUsed',
};

/** The note key of the setting at `key`, if the product does not act on it as its name says. */
export function settingsNote(key: string): string | undefined {
  return NOTES[key];
}
