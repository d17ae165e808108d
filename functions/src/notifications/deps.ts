/**
 * What the notifications services need: Firestore (inboxes, profiles, digest cursors, device tokens), the mirror
 * (the profile's e-mail switch), the mailer, the users' addresses (Auth), the site's address for links, the unsubscribe secret, and a clock.
 * Only handlers and the job call notificationsDeps(); tests pass their own.
 */
import { db } from '../platform/firebase';
import { verifiedAddressOf } from '../platform/mail/address';
import { createSmtpMailer, type Mailer } from '../platform/mail/mailer';
import { getMirror } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';
import { mailConfig, siteOrigin, unsubscribeSecret } from '../platform/params';

export interface NotificationsDeps extends ServiceDeps {
  readonly mailer: Mailer;
  /** The user's verified e-mail address, or null (no address, not verified, no account). */
  readonly addressOf: (uid: string) => Promise<string | null>;
  /** The public site's origin, for the mail's links. */
  readonly site: string;
  readonly unsubscribeSecret: string;
  readonly now: () => Date;
}

export function notificationsDeps(): NotificationsDeps {
  return {
    db: db(),
    mirror: getMirror(),
    mailer: createSmtpMailer(mailConfig()),
    addressOf: verifiedAddressOf,
    site: siteOrigin(),
    unsubscribeSecret: unsubscribeSecret.value(),
    now: () => new Date(),
  };
}
