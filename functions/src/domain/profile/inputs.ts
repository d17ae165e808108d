/**
 * The input schemas of users-ensureProfile, users-completeProfile and users-updateProfile (spec 000 §5 "Username",
 * "Profile editing"), and the pure merge of a partial update. Pure: the web validates its forms with them.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants/recipe';
import { isLocalMediaPath } from '../media/image';
import { RECIPE_LANGUAGES } from '../recipe/types';
import { userText } from '../text/userText';
import { DISPLAY_NAME_MESSAGES, cleanDisplayName } from '../username';
import {
  ENABLED_INTERFACE_LANGUAGES,
  PRIVACY_LEVELS,
  PROFILE_MESSAGES,
  type CanonicalProfile,
} from './document';

const languageSchema = z.enum(ENABLED_INTERFACE_LANGUAGES, { error: PROFILE_MESSAGES.languageInvalid });

/** The content-language setting (issue 27): 'all', or one or more recipe languages, kept once each in order. */
export const contentLanguageSchema = z.union(
  [
    z.literal('all'),
    z
      .array(z.enum(RECIPE_LANGUAGES))
      .min(1)
      .max(RECIPE_LANGUAGES.length * 2)
      .transform((list) => RECIPE_LANGUAGES.filter((language) => list.includes(language))),
  ],
  { error: PROFILE_MESSAGES.contentLanguageInvalid },
);

/** '' (cleared) or an http(s) URL; a URL without a scheme gets https:// (the URL cleaner of spec 000 §5). */
export function cleanUrl(value: string): string | null {
  const text = value.trim();
  if (!text) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const hostOk = url.hostname.includes('.') || url.hostname === 'localhost';
  return (url.protocol === 'http:' || url.protocol === 'https:') && hostOk && !/\s/.test(text)
    ? withScheme
    : null;
}

/**
 * A photo URL: what cleanUrl takes, or a same-origin path of the local image host (/api/media/…, the rule recipe
 * images follow too: domain/media/image.ts), where the emulator's uploaded photos live.
 */
export function cleanPhotoUrl(value: string): string | null {
  const text = value.trim();
  return isLocalMediaPath(text) && !/\s/.test(text) ? text : cleanUrl(value);
}

function urlField(message: string, clean: (value: string) => string | null = cleanUrl) {
  return z.string({ error: message }).transform((value, ctx) => {
    const cleaned = clean(value);
    if (cleaned === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cleaned;
  });
}

/** As typed (decision 0038), trimmed, at most `max` characters (a longer text is refused, not cut). */
function textField(max: number, message: string, singleLine = false) {
  return z
    .string({ error: message })
    .transform((value) => userText(value, 'asTyped', { singleLine }))
    .refine((value) => Array.from(value).length <= max, message);
}

const privacyLevel = z.enum(PRIVACY_LEVELS, { error: PROFILE_MESSAGES.privacyInvalid });
const preference = z.boolean({ error: PROFILE_MESSAGES.preferenceInvalid });

/** A display name as completing or editing a profile takes it: cleaned, 3 to 50 characters. */
const displayNameField = z
  .string({ error: DISPLAY_NAME_MESSAGES.tooShort })
  .refine(
    (value) =>
      Array.from(userText(value, 'asTyped', { singleLine: true })).length <= ACCOUNT_LIMITS.displayName.max,
    DISPLAY_NAME_MESSAGES.tooLong,
  )
  .transform(cleanDisplayName)
  .refine(
    (value) => Array.from(value).length >= ACCOUNT_LIMITS.displayName.min,
    DISPLAY_NAME_MESSAGES.tooShort,
  );

/** users-ensureProfile: the interface language, used when the profile is created. */
export const ensureProfileInputSchema = z.object({ language: languageSchema.optional() });
export type EnsureProfileInput = z.infer<typeof ensureProfileInputSchema>;

/** users-completeProfile (/set-username): the display name; the username is derived from it. */
export const completeProfileInputSchema = z.object({
  displayName: z
    .string({ error: DISPLAY_NAME_MESSAGES.tooShort })
    .transform(cleanDisplayName)
    .refine(
      (value) => Array.from(value).length >= ACCOUNT_LIMITS.displayName.min,
      DISPLAY_NAME_MESSAGES.tooShort,
    ),
});
export type CompleteProfileInput = z.infer<typeof completeProfileInputSchema>;

/** users-updateProfile: a partial update of the owner's editable fields; anything else is refused. */
export const updateProfileInputSchema = z.strictObject({
  displayName: displayNameField.optional(),
  bio: textField(ACCOUNT_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong).optional(),
  location: textField(ACCOUNT_LIMITS.locationMax, PROFILE_MESSAGES.locationTooLong, true).optional(),
  socialLinks: z
    .strictObject({
      blog: urlField(PROFILE_MESSAGES.socialLinkInvalid).optional(),
      youtube: urlField(PROFILE_MESSAGES.socialLinkInvalid).optional(),
      instagram: urlField(PROFILE_MESSAGES.socialLinkInvalid).optional(),
      tiktok: urlField(PROFILE_MESSAGES.socialLinkInvalid).optional(),
    })
    .optional(),
  photoURL: urlField(PROFILE_MESSAGES.photoUrlInvalid, cleanPhotoUrl).optional(),
  privacy: z
    .strictObject({
      ratedRecipes: privacyLevel.optional(),
      collection: privacyLevel.optional(),
      following: privacyLevel.optional(),
    })
    .optional(),
  preferences: z
    .strictObject({ notifications: preference.optional(), emailNotifications: preference.optional() })
    .optional(),
  language: languageSchema.optional(),
  contentLanguage: contentLanguageSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/**
 * The profile after an update (pure): the given fields over the current ones; a language change moves
 * preferences.language with it. The display name's username is the service's business (it needs the reservation).
 */
export function applyProfileUpdate<P extends CanonicalProfile['profile']>(
  current: P,
  input: Omit<UpdateProfileInput, 'displayName'>,
): P {
  const next: P = { ...current };
  if (input.bio !== undefined) next.bio = input.bio;
  if (input.location !== undefined) next.location = input.location;
  if (input.photoURL !== undefined) next.photoURL = input.photoURL;
  if (input.socialLinks) next.socialLinks = { ...current.socialLinks, ...definedOnly(input.socialLinks) };
  if (input.privacy) next.privacy = { ...current.privacy, ...definedOnly(input.privacy) };
  if (input.preferences) next.preferences = { ...current.preferences, ...definedOnly(input.preferences) };
  if (input.contentLanguage !== undefined) next.contentLanguage = input.contentLanguage;
  if (input.language !== undefined) {
    next.language = input.language;
    next.preferences = { ...next.preferences, language: input.language };
  }
  return next;
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
