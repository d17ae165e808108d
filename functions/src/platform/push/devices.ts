/**
 * Each user's devices for push (users/{uid}/pushTokens; docs/decisions/0033): registered by the web, used by the
 * fan-out for level-"all" alerts, and forgotten as soon as FCM says a token is dead. A failed push is logged: the
 * notification in the bell stands.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { PUSH_LIMITS, PUSH_TOKENS_SUBCOLLECTION, type PushTokenDoc } from '../../domain/notifications';
import { USERS_COLLECTION } from '../../domain/profile';
import type { PushMessage, PushSender } from './fcm';

export const pushTokensOf = (db: Firestore, uid: string) =>
  db.collection(USERS_COLLECTION).doc(uid).collection(PUSH_TOKENS_SUBCOLLECTION);

/** One document per token, whatever its length or characters. */
const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores the device's token (again: it moves to the newest); beyond the limit the oldest devices are forgotten. */
export async function registerPushToken(db: Firestore, uid: string, token: string, now: Date): Promise<void> {
  const doc: PushTokenDoc = { token, registeredAt: now.toISOString() };
  await pushTokensOf(db, uid).doc(tokenId(token)).set(doc);
  const stale = await pushTokensOf(db, uid)
    .orderBy('registeredAt', 'desc')
    .offset(PUSH_LIMITS.devicesPerUser)
    .get();
  await Promise.all(stale.docs.map((device) => device.ref.delete()));
}

export interface PushRun {
  readonly sent: number;
  readonly forgotten: number;
  readonly failed: number;
}

/** Sends the message to every device of the user; a token FCM calls dead is deleted. */
export async function pushToUser(
  db: Firestore,
  sender: PushSender,
  uid: string,
  message: PushMessage,
): Promise<PushRun> {
  const devices = await pushTokensOf(db, uid).get();
  let sent = 0;
  let forgotten = 0;
  let failed = 0;
  await Promise.all(
    devices.docs.map(async (device) => {
      const token = String(device.get('token') ?? '');
      try {
        if ((await sender.send(token, message)) === 'sent') sent += 1;
        else {
          await device.ref.delete();
          forgotten += 1;
        }
      } catch (error) {
        failed += 1;
        logger.warn('Push not sent', { uid, error: String(error) });
      }
    }),
  );
  return { sent, forgotten, failed };
}
