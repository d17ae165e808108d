/// <reference types="node" />
/**
 * The daily e-mail digest as the journeys reach it (issue 27 item 2; decision 0034): the job run as Cloud Scheduler
 * runs it (a message on its topic in the stack's Pub/Sub emulator), the mails MailDev received, the unsubscribe
 * link a mail carries, and the profile's e-mail switch as Firestore holds it.
 */
import { expect } from 'vitest';
import { eventually, firestoreDoc } from './support';

/** Publishes to the digest job's topic, as Cloud Scheduler does (the stack's Pub/Sub emulator). */
export async function runDigestJob(): Promise<void> {
  const host = process.env.MATKON_PUBSUB_HOST;
  if (!host) throw new Error('MATKON_PUBSUB_HOST is not set: run through the stack launcher');
  const project = process.env.GCLOUD_PROJECT ?? 'demo-matkon';
  const topic = 'firebase-schedule-notifications-digest';
  const response = await fetch(`http://${host}/v1/projects/${project}/topics/${topic}:publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
  });
  expect(response.ok).toBe(true);
}

/** The mails MailDev received for this address (its REST API). */
export async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const base = process.env.MATKON_MAIL_WEB_URL;
  if (!base) throw new Error('MATKON_MAIL_WEB_URL is not set: run through the stack launcher');
  const all = (await (await fetch(`${base}/api/email`)).json()) as {
    subject: string;
    text: string;
    to: { address: string }[];
  }[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** The digest's unsubscribe link as its text part prints it: the path and query, e.g. /unsubscribe?uid=…&token=…. */
export const UNSUBSCRIBE_LINK = /\/unsubscribe\?uid=[^&\s]+&token=[\w-]+(&lang=[\w-]+)?/;

/** Runs the digest job and waits for the first mail to `address`. */
export async function digestMailTo(address: string): Promise<{ subject: string; text: string }> {
  await runDigestJob();
  const [mail] = await eventually(
    () => mailsTo(address),
    (mails) => mails.length > 0,
    60_000,
  );
  if (!mail) throw new Error(`no digest mail reached ${address}`);
  return mail;
}

/** users/{uid}.preferences.emailNotifications as Firestore holds it (undefined when the profile has none). */
export async function emailSwitchOf(uid: string): Promise<boolean | undefined> {
  const profile = (await firestoreDoc('GET', `users/${uid}`)) as {
    fields?: { preferences?: { mapValue: { fields: { emailNotifications?: { booleanValue: boolean } } } } };
  };
  return profile.fields?.preferences?.mapValue.fields.emailNotifications?.booleanValue;
}
