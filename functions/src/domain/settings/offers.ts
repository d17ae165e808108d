/**
 * What the public settings offer (decision 0022), for pages that steer by them: pure and free of zod, so a page's
 * chunk pays only for these few lines.
 */
import type {
  CreationMethodSetting,
  FeaturesSettings,
  SharingPlatformSetting,
} from '../constants/enterpriseSettings';

export interface PublicSettings {
  features: FeaturesSettings;
  creationMethods: CreationMethodSetting[];
  sharingPlatforms: SharingPlatformSetting[];
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

/** The imports (issue 32: from a link, a pasted text) end in the hand-written form: offered when writing by hand is. */
const FILLS_THE_FORM: readonly string[] = ['link', 'paste'];

/** A way to create a recipe is offered when its method is enabled and its feature toggle (if any) is on. */
export function methodOffered(settings: PublicSettings, id: string): boolean {
  if (!creationMethodEnabled(settings, FILLS_THE_FORM.includes(id) ? 'manual' : id)) return false;
  if (id === 'ai-title') return settings.features.content.aiRecipeGeneration;
  if (id === 'youtube') return settings.features.content.videoRecipes;
  return true;
}
