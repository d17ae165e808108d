import type { TFunction } from 'i18next';
import { DISPLAY_NAME_MESSAGES, USERNAME_ERROR_PREFIX, USERNAME_MESSAGES } from '@domain/username';
import { toApiError } from '@/platform/api';

/**
 * The domain's message texts (functions/src/domain: the spec's English catalogue, also what the server answers)
 * → this feature's translation keys. English shows the same words; he, fr and it their translations.
 * Only @domain/username here (no zod); the profile and first-admin texts are in profileMessages.ts, for the
 * screens that load the profile schemas anyway.
 */
export type MessageKeys = ReadonlyMap<string, string>;

/** Each of `texts`' messages named in `names` → `${group}.${name}`. */
export function messageKeys<K extends string>(
  texts: Readonly<Record<K, string>>,
  group: string,
  names: readonly K[],
): [string, string][] {
  return names.map((name) => [texts[name], `${group}.${name}`]);
}

const USERNAME_MESSAGE_KEYS: MessageKeys = new Map([
  ...messageKeys(USERNAME_MESSAGES, 'username', [
    'tooShort',
    'tooLong',
    'invalidCharacters',
    'badEdge',
    'taken',
  ]),
  ...messageKeys(DISPLAY_NAME_MESSAGES, 'displayName', ['tooShort', 'tooLong']),
]);

/** The accounts-namespace key of a domain message, if it is one (`extra`: a screen's own message keys). */
export function domainMessageKey(message: string, extra?: MessageKeys): string | undefined {
  const text = message.trim();
  return USERNAME_MESSAGE_KEYS.get(text) ?? extra?.get(text);
}

/** A domain message in the interface language; an unknown text is shown as it is. */
export function translateDomainMessage(
  t: TFunction<'accounts'>,
  message: string,
  extra?: MessageKeys,
): string {
  const key = domainMessageKey(message, extra);
  return key ? t(key) : message;
}

/**
 * A profile or username message (the server's or the domain's) in the interface language, spec 000 §8 "Sync and
 * profile" and 002 §8 "Username":
 * - one containing "already taken" → the username-taken message;
 * - one starting "Username error:" → as it is (its rule part translated when known);
 * - the display-name and profile-field texts → translated;
 * - the mirror's "Unable to update profile: …" texts → as they are.
 * Undefined for any other text.
 */
export function profileMessage(
  t: TFunction<'accounts'>,
  text: string,
  extra?: MessageKeys,
): string | undefined {
  const message = text.trim();
  if (message.includes('already taken')) return t('username.taken');
  if (message.startsWith(USERNAME_ERROR_PREFIX.trim())) {
    const rule = message.slice(USERNAME_ERROR_PREFIX.trim().length).trim();
    return t('username.errorPrefix', { message: translateDomainMessage(t, rule, extra) });
  }
  const key = domainMessageKey(message, extra);
  if (key) return t(key);
  if (/^Unable to /.test(message)) return message;
  return undefined;
}

/**
 * What a failed profile call (users-completeProfile, users-updateProfile) shows: profileMessage of the server's
 * text, else (a network failure, an internal error) the generic something-went-wrong message.
 */
export function profileErrorMessage(t: TFunction<'accounts'>, error: unknown, extra?: MessageKeys): string {
  const apiError = toApiError(error);
  const message = apiError.fromServer ? apiError.message : '';
  return (message && profileMessage(t, message, extra)) || t('errors.somethingWentWrong');
}

/** Which field a failed profile call names (the server's details.field), for inline placement. */
export function errorField(error: unknown): string | undefined {
  const field = toApiError(error).details.field;
  return typeof field === 'string' ? field : undefined;
}
