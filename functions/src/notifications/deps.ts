/**
 * What the notifications services need: Firestore (inboxes, profiles, digest cursors, device tokens), the mirror
 * (the profile's e-mail switch), the mailer, the site's address for links, the unsubscribe secret, and a clock.
 * Only handlers and the job call notificationsDeps(); tests pass their own.
 */
import { db } from '../platform/firebase';
import { createSmtpMailer, type Mailer } from '../platform/mail/mailer';
import { getMirror } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';
import { mailConfig, siteOrigin, unsubscribeSecret } from '../platform/params';

export interface NotificationsDeps extends ServiceDeps {
  readonly mailer: Mailer;
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
    site: siteOrigin(),
    unsubscribeSecret: unsubscribeSecret.value(),
    now: () => new Date(),
  };
}
