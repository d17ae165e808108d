/**
 * The user profile (spec 000 §3 "User profile", 001 §3 "User (social fields)", 002 §3 "User document"): its
 * Firestore shape, defaults, the canonical form every write produces, and the results of the users-* callables.
 * Pure: the web imports it (as @domain/profile, with the input schemas of ./inputs and ./firstAdmin).
 *
 * users/{uid} is public (rules cannot hide fields), so private data (email, search history) lives in
 * users/{uid}/private/account, written by functions only.
 */
import { toIsoString } from '../time';
import { userSearchTerms } from '../username';

export const USERS_COLLECTION = 'users';
export const USERNAMES_COLLECTION = 'usernames';
/** users/{uid}/private/account */
export const PRIVATE_ACCOUNT_PATH = ['private', 'account'] as const;

/** Spec 000 §1: en and he always, fr and it on demand; de and ar exist but are disabled. */
export const INTERFACE_LANGUAGES = ['en', 'he', 'fr', 'it', 'de', 'ar'] as const;
export const ENABLED_INTERFACE_LANGUAGES = ['en', 'he', 'fr', 'it'] as const;
export type InterfaceLanguage = (typeof ENABLED_INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/** 001 §3: each private / followers / public, labelled only me, followers, everyone. */
export const PRIVACY_LEVELS = ['private', 'followers', 'public'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
export const PRIVACY_LABELS: Readonly<Record<PrivacyLevel, string>> = {
  private: 'only me',
  followers: 'followers',
  public: 'everyone',
};

export const SOCIAL_LINK_KEYS = ['blog', 'youtube', 'instagram', 'tiktok'] as const;
export type SocialLinks = Record<(typeof SOCIAL_LINK_KEYS)[number], string>;

export type ProfilePrivacy = {
  ratedRecipes: PrivacyLevel;
  collection: PrivacyLevel;
  following: PrivacyLevel;
};
export type ProfilePreferences = { language: string; notifications: boolean; emailNotifications: boolean };

/** users/{uid}: the public profile. Timestamps are ISO strings; `version` is the mirror protocol's counter. */
export type UserProfileDoc = {
  uid: string;
  displayName: string;
  /** null until one is reserved (Google sign-up before /set-username, a taken name at migration). */
  username: string | null;
  photoURL: string;
  bio: string;
  location: string;
  socialLinks: SocialLinks;
  language: string;
  /**
   * The recipe languages the feeds show besides the interface language (001 §1): a list of codes or 'all'; a code
   * alone in older documents (the rules accept the same). Set on /profile; new profiles start with their own.
   */
  contentLanguage: string | string[];
  preferences: ProfilePreferences;
  privacy: ProfilePrivacy;
  recipeCount: number;
  followerCount: number;
  followingCount: number;
  isVerified: boolean;
  isAdmin: boolean;
  isActive: boolean;
  emailVerified: boolean;
  profileComplete: boolean;
  searchTerms: string[];
  createdAt: string;
  updatedAt: string;
  version: number;
};
export type UserProfile = UserProfileDoc;

/** users/{uid}/private/account: readable by the owner and admins only. */
export type PrivateAccountDoc = {
  email: string;
  /** 001 §3: search terms with their timestamp. */
  searchHistory: unknown[];
};

/** ours (the spec gives none): collections are personal, rated recipes and followed cooks are social. */
export const DEFAULT_PRIVACY: ProfilePrivacy = {
  ratedRecipes: 'public',
  collection: 'private',
  following: 'public',
};
/**
 * ours (issue 27): a profile without a content-language choice reads recipes in its interface language (the feeds
 * add the languages the user is learning, 001 §9); 'all' is a choice the user makes on /profile, never a default.
 */
export function defaultContentLanguage(interfaceLanguage: string): string[] {
  return [interfaceLanguage];
}

export const PROFILE_MESSAGES = {
  /** Spec 000 §8. */
  notFound: 'User profile not found',
  /** Spec 000 §8 (completing a profile while signed out). */
  noUser: 'No user logged in',
  /** ours: the spec says bio max 500, location max 100, social links must be valid URLs. */
  bioTooLong: 'Bio must be 500 characters or less',
  locationTooLong: 'Location must be 100 characters or less',
  socialLinkInvalid: 'Social links must be valid URLs',
  photoUrlInvalid: 'Photo URL must be a valid URL',
  privacyInvalid: 'Privacy must be one of: only me, followers, everyone',
  preferenceInvalid: 'Notification preferences must be true or false',
  languageInvalid: 'Language must be one of: en, he, fr, it',
  /** ours (issue 27): the content-language setting of /profile. */
  contentLanguageInvalid: 'Content languages must be all, or one or more of: en, he, fr, it',
} as const;

/** "Unable to {action}: …" (spec 000 §8 "Sync and profile", 002 §8). */
export const PROFILE_ACTIONS = {
  complete: 'complete profile',
  update: 'update profile',
} as const;

// ------------------------------------------------------------------------------------------------ canonical form

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const isPrivacyLevel = (value: unknown): value is PrivacyLevel =>
  (PRIVACY_LEVELS as readonly unknown[]).includes(value);

/** Stored social links (a profile or its mirror row, written by anyone) with every key present. */
export function canonicalSocialLinks(stored: unknown): SocialLinks {
  const links = record(stored);
  return Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, str(links[key])])) as SocialLinks;
}

/** Stored privacy settings with the defaults filled in. */
export function canonicalPrivacy(stored: unknown): ProfilePrivacy {
  const privacy = record(stored);
  const level = (key: keyof ProfilePrivacy) => {
    const value = privacy[key];
    return isPrivacyLevel(value) ? value : DEFAULT_PRIVACY[key];
  };
  return {
    ratedRecipes: level('ratedRecipes'),
    collection: level('collection'),
    following: level('following'),
  };
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return (ENABLED_INTERFACE_LANGUAGES as readonly unknown[]).includes(value);
}

export interface CanonicalProfile {
  /** The public document without `version`, extra fields (favoriteRecipes, verifiedAt …) kept as they were. */
  profile: Omit<UserProfileDoc, 'version'> & Record<string, unknown>;
  /** Private fields found in the public document (legacy writes), to move to private/account. */
  privateFields: Partial<PrivateAccountDoc>;
}

/**
 * Any stored users/{uid} data (written by this code, an older client, a script or by hand) in the canonical shape:
 * every field present and typed, defaults filled in, searchTerms recomputed, private fields taken out.
 */
export function canonicalProfile(
  uid: string,
  stored: Record<string, unknown>,
  now: string,
  language: string = DEFAULT_LANGUAGE,
): CanonicalProfile {
  const { version: _version, email, searchHistory, ...extras } = stored;
  const displayName = str(stored.displayName);
  const username = str(stored.username) || null;
  const storedLanguage = str(stored.language) || language;
  const preferences = record(stored.preferences);
  const createdAt = toIsoString(stored.createdAt) ?? now;
  const contentLanguage = stored.contentLanguage;
  const privateFields: Partial<PrivateAccountDoc> = {};
  if (typeof email === 'string' && email) privateFields.email = email;
  if (Array.isArray(searchHistory)) privateFields.searchHistory = searchHistory;
  return {
    privateFields,
    profile: {
      ...extras,
      uid,
      displayName,
      username,
      photoURL: str(stored.photoURL),
      bio: str(stored.bio),
      location: str(stored.location),
      socialLinks: canonicalSocialLinks(stored.socialLinks),
      language: storedLanguage,
      contentLanguage:
        typeof contentLanguage === 'string' || Array.isArray(contentLanguage)
          ? (contentLanguage as string | string[])
          : defaultContentLanguage(storedLanguage),
      preferences: {
        language: str(preferences.language) || storedLanguage,
        notifications: preferences.notifications !== false,
        emailNotifications: preferences.emailNotifications !== false,
      },
      privacy: canonicalPrivacy(stored.privacy),
      recipeCount: count(stored.recipeCount),
      followerCount: count(stored.followerCount),
      followingCount: count(stored.followingCount),
      ...profileFlags(stored),
      searchTerms: userSearchTerms(displayName, username),
      createdAt,
      updatedAt: toIsoString(stored.updatedAt) ?? createdAt,
    },
  };
}

/** The account flags as stored: a legacy `verified` counts as isVerified; a profile is active unless set false. */
export function profileFlags(stored: Record<string, unknown>) {
  return {
    isVerified: stored.isVerified === true || stored.verified === true,
    isAdmin: stored.isAdmin === true,
    isActive: stored.isActive !== false,
    emailVerified: stored.emailVerified === true,
    profileComplete: stored.profileComplete === true,
  };
}

/** A new profile (spec 000 §4: created with profileComplete false). */
export function newProfile(
  uid: string,
  fields: { displayName?: string; photoURL?: string; language?: string; emailVerified?: boolean },
  now: string,
): CanonicalProfile['profile'] {
  return canonicalProfile(
    uid,
    {
      displayName: fields.displayName ?? '',
      photoURL: fields.photoURL ?? '',
      language: fields.language ?? DEFAULT_LANGUAGE,
      emailVerified: fields.emailVerified === true,
      profileComplete: false,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    },
    now,
  ).profile;
}

/** Whether two documents hold the same data (key order ignored). */
export function sameData(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

// ------------------------------------------------------------------------------------------------ results

export interface EnsureProfileResult {
  profile: UserProfile;
  /** true until the profile is complete: the client goes to /set-username. */
  needsUsername: boolean;
  /** Why the username could not be derived from the display name (e.g. 'Username is already taken'). */
  usernameError?: string;
}
export interface ProfileResult {
  profile: UserProfile;
}
export interface CreateFirstAdminResult {
  uid: string;
  email: string;
}
export interface AdminExistsResult {
  exists: boolean;
}
