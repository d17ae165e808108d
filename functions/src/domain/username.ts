/**
 * Usernames and display names (spec 000 §3, §4 "Username lifecycle", §5 "Username"). Pure: the web imports it for
 * the live preview on /set-username, the functions for every profile write, so the rule lives in one place.
 */
import { ACCOUNT_LIMITS } from './constants/recipe';
import { isReservedPathSegment } from './reservedPaths';
import { typedText } from './text/typed';

/** Spec 000 §5, the username table, in its order. */
export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters long',
  tooLong: 'Username must be 30 characters or less',
  invalidCharacters: 'Username can only contain lowercase letters, numbers, underscores, and hyphens',
  badEdge: 'Username cannot start or end with underscore or hyphen',
  taken: 'Username is already taken',
} as const;

export const DISPLAY_NAME_MESSAGES = {
  /** Spec 000 §5 (completing a profile). */
  tooShort: 'Display name must be at least 3 characters',
  /** ours: the spec gives the limit (50) but no text. */
  tooLong: 'Display name must be 50 characters or less',
} as const;

/** Spec 000 §4: a display-name change whose username reservation fails is reported with this prefix. */
export const USERNAME_ERROR_PREFIX = 'Username error: ';

export function usernameError(message: string): string {
  return message.startsWith(USERNAME_ERROR_PREFIX) ? message : `${USERNAME_ERROR_PREFIX}${message}`;
}

/**
 * Spec 000 §5: lower-case, trim, spaces become underscores, characters outside a-z 0-9 _ - removed, repeated
 * underscores collapsed, leading and trailing underscores removed ("Dana  Cook!" → "dana_cook").
 */
export function normaliseUsername(input: string): string {
  return input
    .toLowerCase()
    .trim()
    .replace(/\s/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The first rule of the spec's table that `username` breaks, or null. `taken` only when reservedBy says so. */
export function validateUsername(
  username: string,
  reservation: { reservedBy?: string | null; userId?: string } = {},
): string | null {
  const { min, max } = ACCOUNT_LIMITS.username;
  if (username.length < min) return USERNAME_MESSAGES.tooShort;
  if (username.length > max) return USERNAME_MESSAGES.tooLong;
  if (/[^a-z0-9_-]/.test(username)) return USERNAME_MESSAGES.invalidCharacters;
  if (/^[_-]|[_-]$/.test(username)) return USERNAME_MESSAGES.badEdge;
  if (!isUsernameAvailable(reservation.reservedBy ?? null, reservation.userId ?? ''))
    return USERNAME_MESSAGES.taken;
  return null;
}

/** Spec 000 §4 and §6: free when nobody holds it, or when the holder is the same user id. */
export function isUsernameAvailable(reservedBy: string | null | undefined, userId: string): boolean {
  return !reservedBy || reservedBy === userId;
}

/**
 * Spec 000 §5 "On completing a profile": trimmed and cut to at most 50 characters, otherwise as typed (decision
 * 0038: whitespace runs become one space; the cut never splits a surrogate pair).
 */
export function cleanDisplayName(input: string): string {
  const text = typedText(input, { singleLine: true });
  return Array.from(text).slice(0, ACCOUNT_LIMITS.displayName.max).join('').trim();
}

/** The display-name rule after cleaning, or null. */
export function validateDisplayName(cleaned: string): string | null {
  return Array.from(cleaned).length < ACCOUNT_LIMITS.displayName.min ? DISPLAY_NAME_MESSAGES.tooShort : null;
}

export type DerivedUsername =
  | { ok: true; displayName: string; username: string }
  | { ok: false; displayName: string; username: string; message: string; rule: 'displayName' | 'username' };

/**
 * What a display name becomes (spec 000 §4 "Profile lifecycle"): the cleaned name and the username derived from it,
 * or the first display-name or username rule it breaks (availability is the service's check).
 */
export function deriveUsername(displayName: string): DerivedUsername {
  const cleaned = cleanDisplayName(displayName);
  const username = normaliseUsername(cleaned);
  const nameProblem = validateDisplayName(cleaned);
  if (nameProblem)
    return { ok: false, displayName: cleaned, username, message: nameProblem, rule: 'displayName' };
  const usernameProblem = validateUsername(username);
  if (usernameProblem)
    return { ok: false, displayName: cleaned, username, message: usernameProblem, rule: 'username' };
  return { ok: true, displayName: cleaned, username };
}

export { profilePath } from './profilePath';

/**
 * Whether a first path segment, as written, is a channel's address (/{username}): a valid username that no route
 * owns (reservedPaths.ts). An upper-case spelling is not: the app redirects it to the lower-case address.
 */
export function isChannelSegment(segment: string): boolean {
  return validateUsername(segment) === null && !isReservedPathSegment(segment);
}

/**
 * Spec 000 §3: lower-case prefixes of the whole name and of each word longer than 1 character; the username's
 * prefixes too, so a channel is found by either. Searched with array-contains on the lower-cased query.
 */
export function userSearchTerms(displayName: string, username?: string | null): string[] {
  const terms = new Set<string>();
  const addPrefixes = (text: string) => {
    const chars = Array.from(text);
    for (let end = 1; end <= chars.length; end += 1) {
      const prefix = chars.slice(0, end).join('');
      if (!/\s$/.test(prefix)) terms.add(prefix);
    }
  };
  const name = displayName.toLowerCase().replace(/\s+/g, ' ').trim();
  if (name) addPrefixes(name);
  for (const word of name.split(' ')) if (Array.from(word).length > 1) addPrefixes(word);
  if (username) addPrefixes(username.toLowerCase());
  return [...terms];
}
