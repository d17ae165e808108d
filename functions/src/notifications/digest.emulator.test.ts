/**
 * The daily e-mail digest (issue 27 item 2; docs/decisions/0034) against the stack: the scheduled job
 * notifications-digest, run by publishing to its topic as Cloud Scheduler does, sends each user with e-mail
 * notifications on one mail over real SMTP (the stack's MailDev, read through its REST API) telling their new
 * followers and the comments and replies on their recipes; nothing to a user who turned the switch off, nothing when
 * there is nothing, at most one a day; the mail's one-click link turns the switch off.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_DIGESTS_COLLECTION } from '../domain/notifications';
import { db } from '../platform/firebase';
import { verifiedAddressOf } from '../platform/mail/address';
import { createSmtpMailer } from '../platform/mail/mailer';
import { getMirror } from '../platform/mirror/client';
import type { TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { seedComment } from '../testing/comments';
import { callFollow, verifiedAccounts } from '../testing/follows';
import { mailsTo, type ReceivedMail } from '../testing/maildev';
import { publishToTopic } from '../testing/pubsub';
import { api, createRecipeAs } from '../testing/recipes';
import { waitFor } from '../testing/waitFor';
import { sendDailyDigests } from './digest';

const { verified } = verifiedAccounts();
const TOPIC = 'firebase-schedule-notifications-digest';

let reader: TestUser;
let quiet: TestUser;
let fan: TestUser;
let mail: ReceivedMail;
let title: string;

/** The service as the job runs it, in this process, with the stack's MailDev; `now` chosen by the test. */
const runDigests = (now: Date) =>
  sendDailyDigests({
    db: db(),
    mirror: getMirror(),
    mailer: createSmtpMailer({
      smtpUrl: process.env.MATKON_SMTP_URL ?? '',
      from: 'Matkon <test@matkon.local>',
    }),
    addressOf: verifiedAddressOf,
    site: 'http://matkon.test',
    unsubscribeSecret: 'not-the-stack-secret',
    now: () => now,
  });

const profileOf = async (uid: string) => (await db().doc(`users/${uid}`).get()).data() ?? {};

beforeAll(async () => {
  [reader, quiet, fan] = await Promise.all([
    // as a real profile: no address in the public document (the test helper writes one); the mail goes to Auth's
    verified({ displayName: 'Digest Reader', email: null }),
    verified({
      displayName: 'Quiet Reader',
      preferences: { language: 'en', notifications: true, emailNotifications: false },
    }),
    verified({ displayName: 'Digest Fan' }),
  ]);
  title = `Digest soup ${Date.now()}`;
  const recipeId = await createRecipeAs(reader, { title });
  await expectSuccess(callFollow(fan, reader.uid));
  await expectSuccess(callFollow(fan, quiet.uid));
  await seedComment(fan, recipeId, 'Made it twice <b>already</b>');
  await createRecipeAs(quiet);
  await publishToTopic(TOPIC);
  mail = await waitFor(async () => (await mailsTo(reader.email))[0], {
    timeoutMs: 60_000,
    what: "the reader's digest in MailDev",
  });
}, 180_000);

describe('the daily digest', () => {
  it('the job mails the new follower and the comment, with a link to each and one to unsubscribe', () => {
    expect(mail.subject).toBe('Your day on Matkon: 2 new');
    expect(mail.text).toContain('Hello Digest Reader,');
    expect(mail.text).toContain('New followers\n- Digest Fan started following you');
    expect(mail.text).toContain(
      `- Digest Fan commented on your recipe “${title}” — “Made it twice <b>already</b>”`,
    );
    expect(mail.text).toMatch(/\/unsubscribe\?uid=[^&\s]+&token=[\w-]+/);
    expect(mail.html).not.toContain('<b>already</b>');
  });

  it('nothing for a user whose e-mail switch is off, nothing when there is nothing, one a day', async () => {
    const state = await waitFor(
      async () => (await db().doc(`${EMAIL_DIGESTS_COLLECTION}/${reader.uid}`).get()).data(),
      {
        what: "the reader's digest state",
      },
    );
    expect(state.sentAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    // a run later today tells the reader nothing new, even with a new comment: tomorrow's digest will
    const later = new Date(Date.parse(state.sentAt) + 60_000);
    await seedComment(fan, await createRecipeAs(reader), 'Another one');
    await runDigests(later);
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(fan.email)).toEqual([]);
    // tomorrow: the comment that came after the last digest, and only it
    const tomorrow = new Date(Date.parse(state.sentAt) + 86_400_000);
    await runDigests(tomorrow);
    const [, next] = await mailsTo(reader.email);
    expect(next?.subject).toBe('Your day on Matkon: 1 new');
    expect(next?.text).toContain('Another one');
    expect(next?.text).not.toContain('started following you');
  });

  it('the link turns the e-mail switch off (a second click too); a forged one is refused and changes nothing', async () => {
    const [, uid, token] = /\/unsubscribe\?uid=([^&\s]+)&token=([\w-]+)/.exec(mail.text ?? '') ?? [];
    const forged = await api<{ error: { message: string } }>('POST', '/api/notifications/unsubscribe', {
      body: { uid: fan.uid, token },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toMatch(/unsubscribe link is not valid/);
    expect((await profileOf(fan.uid)).preferences?.emailNotifications).not.toBe(false);

    for (let click = 0; click < 2; click += 1) {
      const answer = await api('POST', '/api/notifications/unsubscribe', { body: { uid, token } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ emailNotifications: false });
    }
    expect(decodeURIComponent(uid ?? '')).toBe(reader.uid);
    expect((await profileOf(reader.uid)).preferences).toMatchObject({ emailNotifications: false });
    // and no digest after that
    const mails = (await mailsTo(reader.email)).length;
    await seedComment(fan, await createRecipeAs(reader), 'Third time lucky');
    await runDigests(new Date(Date.now() + 3 * 86_400_000));
    expect(await mailsTo(reader.email)).toHaveLength(mails);
  });

  it('refuses a link without its parts by naming them', async () => {
    const answer = await api<{ error: { message: string } }>('POST', '/api/notifications/unsubscribe', {
      body: { uid: reader.uid },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/token/);
  });
});
