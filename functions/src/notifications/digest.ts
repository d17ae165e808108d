/**
 * The daily e-mail digest (issue 27; docs/decisions/0034), run by the scheduled job four times a day: every user with
 * e-mail notifications on who got digest-worthy notifications (domain/notifications/digest.ts) since the digest last
 * covered them, and got no digest yet today (UTC), gets one mail. Nothing when there is nothing. The day's claim is
 * written before sending (at most one per day even if two runs overlap) and taken back when the mail fails.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  DIGEST,
  EMAIL_DIGESTS_COLLECTION,
  NOTIFICATIONS_SUBCOLLECTION,
  digestDue,
  digestSections,
  digestSince,
  isDigestType,
  wantsEmail,
  type DigestLine,
  type DigestState,
} from '../domain/notifications';
import { USERS_COLLECTION } from '../domain/profile';
import { unsubscribeToken } from '../platform/mail/unsubscribeToken';
import type { NotificationsDeps } from './deps';
import { digestMail } from './digestMail';
import { storedAs } from '../platform/storedAs';

export interface DigestRun {
  readonly sent: number;
  readonly failed: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

export async function sendDailyDigests(deps: NotificationsDeps): Promise<DigestRun> {
  const now = deps.now();
  const lookback = Timestamp.fromMillis(now.getTime() - DIGEST.lookbackDays * 86_400_000);
  const recent = await deps.db
    .collectionGroup(NOTIFICATIONS_SUBCOLLECTION)
    .where('createdAt', '>', lookback)
    .get();
  const byUser = new Map<string, DocumentData[]>();
  for (const doc of recent.docs) {
    const data = doc.data();
    const uid = doc.ref.parent.parent?.id;
    if (!uid || !isDigestType(data.type)) continue;
    byUser.set(uid, [...(byUser.get(uid) ?? []), data]);
  }
  let sent = 0;
  let failed = 0;
  for (const [uid, notifications] of byUser) {
    const outcome = await digestFor(deps, uid, notifications, now).catch((error: unknown) => {
      logger.error('Digest failed', { uid, error: String(error) });
      return 'failed' as const;
    });
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed') failed += 1;
  }
  logger.info('Daily digests', { sent, failed, users: byUser.size });
  return { sent, failed };
}

async function digestFor(
  deps: NotificationsDeps,
  uid: string,
  notifications: DocumentData[],
  now: Date,
): Promise<'sent' | 'skipped' | 'failed'> {
  const email = await deps.addressOf(uid);
  if (!email) return 'skipped';
  const profileRef = deps.db.collection(USERS_COLLECTION).doc(uid);
  const stateRef = deps.db
    .collection(EMAIL_DIGESTS_COLLECTION)
    .doc(uid)
    .withConverter(storedAs<DigestState>());
  // claim today's digest, with what it covers, in one transaction: a second run finds it claimed
  const claim = await deps.db.runTransaction(async (tx) => {
    const [profile, stateSnap] = await Promise.all([tx.get(profileRef), tx.get(stateRef)]);
    const data = profile.data();
    if (!profile.exists || !wantsEmail(data)) return null;
    const state = stateSnap.data() ?? null;
    if (!digestDue(state, now)) return null;
    const since = digestSince(state, now).getTime();
    const lines = notifications
      .filter((n) => millisOf(n.createdAt) > since && millisOf(n.createdAt) <= now.getTime())
      .sort((a, b) => millisOf(b.createdAt) - millisOf(a.createdAt))
      .map(lineOf);
    if (lines.length === 0) return null;
    const next: DigestState = { sentAt: now.toISOString(), coveredUntil: now.toISOString() };
    tx.set(stateRef, next);
    return { previous: state, lines, profile: data ?? {} };
  });
  if (!claim) return 'skipped';
  const language = text(claim.profile.language) || 'en';
  const mail = digestMail(
    { email, name: text(claim.profile.displayName) || text(claim.profile.username), language },
    digestSections(claim.lines),
    {
      site: deps.site,
      // lang: the page answers in the mail's language, also in a browser that has never seen the reader
      unsubscribe: `${deps.site}/unsubscribe?uid=${encodeURIComponent(uid)}&token=${unsubscribeToken(
        uid,
        deps.unsubscribeSecret,
      )}&lang=${encodeURIComponent(language)}`,
    },
  );
  try {
    await deps.mailer.send(mail);
    return 'sent';
  } catch (error) {
    logger.error('Digest mail not sent', { uid, error: String(error) });
    await (claim.previous ? stateRef.set(claim.previous) : stateRef.delete());
    return 'failed';
  }
}

function lineOf(notification: DocumentData): DigestLine {
  const data = (notification.data ?? {}) as Record<string, unknown>;
  return {
    type: notification.type,
    actorName: text(notification.triggerUserName),
    actorId: text(notification.triggerUserId),
    recipeTitle: text(data.recipeTitle),
    recipeId: text(notification.recipeId),
    commentText: text(data.commentText),
  };
}
