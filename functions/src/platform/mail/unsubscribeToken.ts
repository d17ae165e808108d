/** The digest's one-click unsubscribe link carries the user's id and this HMAC of it, so no sign-in is needed. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'email-digest-unsubscribe:';

export function unsubscribeToken(uid: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + uid)
    .digest('base64url');
}

export function validUnsubscribeToken(uid: string, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(uid, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
