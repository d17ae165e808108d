import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import {
  DEFAULT_PRIVACY,
  PROFILE_MESSAGES,
  SOCIAL_LINK_KEYS,
  cleanPhotoUrl,
  cleanUrl,
  isInterfaceLanguage,
  type InterfaceLanguage,
  type PrivacyLevel,
  type ProfilePrivacy,
  type SocialLinks,
} from '@domain/profile';
import { USERNAME_ERROR_PREFIX, deriveUsername } from '@domain/username';
import { LANGUAGES } from '@/platform/languages';
import type { UpdateProfileRequest } from '@/platform/profile';
import type { UserProfile } from '@/platform/session';

/**
 * The /profile form (spec 000 §3, §5 "Profile editing"; 001 §3 privacy and notification settings): its values
 * from a stored profile, its checks (the domain's rules and texts) and the update it sends (changed fields only).
 */
export interface ProfileFormValues {
  displayName: string;
  bio: string;
  location: string;
  photoURL: string;
  socialLinks: SocialLinks;
  privacy: ProfilePrivacy;
  notifications: boolean;
  emailNotifications: boolean;
  language: InterfaceLanguage;
  contentLanguage: ContentLanguageChoice;
}

/** The feeds' recipe languages as /profile edits them: every language, or a list (issue 27). */
export type ContentLanguageChoice = 'all' | string[];

/** A stored contentLanguage (a code, a list, 'all', or none) as the form's choice; none reads as `own`'s. */
export function contentLanguageChoice(stored: unknown, own: string): ContentLanguageChoice {
  const list = (Array.isArray(stored) ? stored : [stored]).filter(
    (code): code is string => typeof code === 'string',
  );
  if (list.includes('all')) return 'all';
  const known = LANGUAGES.map((language) => language.code).filter((code) => list.includes(code));
  return known.length ? known : [own];
}

export type ProfileField =
  'displayName' | 'bio' | 'location' | 'photoURL' | `socialLinks.${keyof SocialLinks}`;

/** A check's outcome: the domain's message (English, also the server's text), or null. */
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

export function valuesFromProfile(
  profile: UserProfile | null,
  fallbackLanguage: InterfaceLanguage,
): ProfileFormValues {
  const links = profile?.socialLinks;
  const privacy = profile?.privacy;
  const language = profile?.language;
  return {
    displayName: profile?.displayName ?? '',
    bio: profile?.bio ?? '',
    location: profile?.location ?? '',
    photoURL: profile?.photoURL ?? '',
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, links?.[key] ?? ''])) as SocialLinks,
    privacy: {
      ratedRecipes: privacy?.ratedRecipes ?? DEFAULT_PRIVACY.ratedRecipes,
      collection: privacy?.collection ?? DEFAULT_PRIVACY.collection,
      following: privacy?.following ?? DEFAULT_PRIVACY.following,
    },
    notifications: profile?.preferences?.notifications !== false,
    emailNotifications: profile?.preferences?.emailNotifications !== false,
    language: isInterfaceLanguage(language) ? language : fallbackLanguage,
    contentLanguage: contentLanguageChoice(
      profile?.contentLanguage,
      isInterfaceLanguage(language) ? language : fallbackLanguage,
    ),
  };
}

const chars = (value: string) => Array.from(value.trim()).length;

/**
 * Spec 000 §5: displayName max 50 with the username validity check (its error blocks saving), bio max 500,
 * location max 100, social links valid URLs (the photo URL too). The display name is checked only when it
 * changed: a stored name is what it is. A username rule reads "Username error: …" like the server's.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  initial: ProfileFormValues,
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.displayName !== initial.displayName) {
    const derived = deriveUsername(values.displayName);
    if (!derived.ok)
      errors.displayName =
        derived.rule === 'username' ? `${USERNAME_ERROR_PREFIX}${derived.message}` : derived.message;
  }
  if (chars(values.bio) > ACCOUNT_LIMITS.bioMax) errors.bio = PROFILE_MESSAGES.bioTooLong;
  if (chars(values.location) > ACCOUNT_LIMITS.locationMax) errors.location = PROFILE_MESSAGES.locationTooLong;
  if (cleanPhotoUrl(values.photoURL) === null) errors.photoURL = PROFILE_MESSAGES.photoUrlInvalid;
  for (const key of SOCIAL_LINK_KEYS) {
    if (cleanUrl(values.socialLinks[key]) === null)
      errors[`socialLinks.${key}`] = PROFILE_MESSAGES.socialLinkInvalid;
  }
  return errors;
}

function changedKeys<T extends object>(before: T, after: T): (keyof T)[] {
  return (Object.keys(after) as (keyof T)[]).filter((key) => before[key] !== after[key]);
}

/** users-updateProfile's input: only what differs from `initial` (undefined when nothing does). */
export function profileUpdate(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): UpdateProfileRequest | undefined {
  const update: UpdateProfileRequest = {};
  if (values.displayName.trim() !== initial.displayName.trim()) update.displayName = values.displayName;
  if (values.bio.trim() !== initial.bio.trim()) update.bio = values.bio;
  if (values.location.trim() !== initial.location.trim()) update.location = values.location;
  if (values.photoURL.trim() !== initial.photoURL.trim()) update.photoURL = values.photoURL;
  const links = changedKeys(initial.socialLinks, values.socialLinks).filter(
    (key) => values.socialLinks[key].trim() !== initial.socialLinks[key].trim(),
  );
  if (links.length)
    update.socialLinks = Object.fromEntries(links.map((key) => [key, values.socialLinks[key]]));
  const privacy = changedKeys(initial.privacy, values.privacy);
  if (privacy.length) update.privacy = Object.fromEntries(privacy.map((key) => [key, values.privacy[key]]));
  const preferences: NonNullable<UpdateProfileRequest['preferences']> = {};
  if (values.notifications !== initial.notifications) preferences.notifications = values.notifications;
  if (values.emailNotifications !== initial.emailNotifications)
    preferences.emailNotifications = values.emailNotifications;
  if (Object.keys(preferences).length) update.preferences = preferences;
  if (values.language !== initial.language) update.language = values.language;
  if (JSON.stringify(values.contentLanguage) !== JSON.stringify(initial.contentLanguage))
    update.contentLanguage = values.contentLanguage as NonNullable<UpdateProfileRequest['contentLanguage']>;
  return Object.keys(update).length ? update : undefined;
}

export const PRIVACY_SETTINGS = [
  'ratedRecipes',
  'collection',
  'following',
] as const satisfies readonly (keyof ProfilePrivacy)[];
export type { PrivacyLevel };
