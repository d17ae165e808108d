/**
 * The settings every page needs to steer what it offers (decision 0020): the feature toggles, the creation methods
 * and the sharing platforms, carried by the catalog answer (GET /api/catalog) so a guest's page needs no
 * Firestore read, and kept current by the catalog's live version.
 */
import type {
  CreationMethodSetting,
  FeaturesSettings,
  SharingPlatformSetting,
} from '../constants/enterpriseSettings';
import { settingsWithDefaults } from './schemas';

export interface PublicSettings {
  features: FeaturesSettings;
  creationMethods: CreationMethodSetting[];
  sharingPlatforms: SharingPlatformSetting[];
}

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

/** The creation method `id` is offered: listed and enabled (an unknown method is not offered). */
export function creationMethodEnabled(
  settings: Pick<PublicSettings, 'creationMethods'>,
  id: string,
): boolean {
  return settings.creationMethods.some((method) => method.id === id && method.enabled);
}

/** The sharing platform `id` is offered: enabled, or not listed at all (a platform the settings do not know). */
export function sharingPlatformEnabled(
  settings: Pick<PublicSettings, 'sharingPlatforms'>,
  id: string,
): boolean {
  const platform = settings.sharingPlatforms.find((candidate) => candidate.id === id);
  return platform ? platform.enabled : true;
}
