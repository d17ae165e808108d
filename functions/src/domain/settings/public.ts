/**
 * The settings every page needs to steer what it offers (decision 0022): the feature toggles, the creation methods
 * and the sharing platforms, carried by the catalog answer (GET /api/catalog) so a guest's page needs no
 * Firestore read, and kept current by the catalog's live version.
 */
import type { PublicSettings } from './offers';
import { settingsWithDefaults } from './schemas';

export type { PublicSettings } from './offers';

/** The settings documents the public answer reads. */
export const PUBLIC_SETTINGS_DOCS = ['features', 'creationMethods', 'sharingPlatforms'] as const;

export function isPublicSettingsDoc(name: string): boolean {
  return (PUBLIC_SETTINGS_DOCS as readonly string[]).includes(name);
}

export function publicSettingsOf(
  stored: Partial<Record<(typeof PUBLIC_SETTINGS_DOCS)[number], object>>,
): PublicSettings {
  return {
    features: settingsWithDefaults('features', stored.features),
    creationMethods: settingsWithDefaults('creationMethods', stored.creationMethods).supported,
    sharingPlatforms: settingsWithDefaults('sharingPlatforms', stored.sharingPlatforms).supported,
  };
}
