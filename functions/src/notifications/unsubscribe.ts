/**
 * The digest's one-click unsubscribe (issue 27; docs/decisions/0034): a valid link turns the profile's e-mail switch
 * off (preferences.emailNotifications false), mirror first like every profile write. Clicking it twice is harmless.
 */
import { AppError } from '../domain/errors';
import {
  NOTIFICATION_ACTIONS_MIRRORED,
  NOTIFICATION_MESSAGES,
  type UnsubscribeInput,
} from '../domain/notifications';
import { USERS_COLLECTION } from '../domain/profile';
import { validUnsubscribeToken } from '../platform/mail/unsubscribeToken';
import { versionedDoc, withoutVersion } from '../platform/mirror/deps';
import { profileMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import type { NotificationsDeps } from './deps';

export async function unsubscribeEmail(
  deps: Pick<NotificationsDeps, 'db' | 'mirror' | 'unsubscribeSecret'>,
  input: UnsubscribeInput,
): Promise<{ emailNotifications: false }> {
  if (!validUnsubscribeToken(input.uid, input.token, deps.unsubscribeSecret)) {
    throw new AppError('permission-denied', NOTIFICATION_MESSAGES.invalidUnsubscribeLink, { field: 'token' });
  }
  await writeMirrored(deps, NOTIFICATION_ACTIONS_MIRRORED.unsubscribe, async (commit) => {
    const snapshot = await deps.db.collection(USERS_COLLECTION).doc(input.uid).get();
    if (!snapshot.exists) throw new AppError('not-found', NOTIFICATION_MESSAGES.userNotFound);
    const before = versionedDoc(snapshot);
    const preferences = (before.preferences ?? {}) as Record<string, unknown>;
    if (preferences.emailNotifications === false) return;
    const after = { ...withoutVersion(before), preferences: { ...preferences, emailNotifications: false } };
    await commit([{ mapping: profileMapping, id: input.uid, before, after }]);
  });
  return { emailNotifications: false };
}
