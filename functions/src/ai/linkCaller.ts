/**
 * The /share page's friend as a caller of the suggestions (001 §7 "The fill-in page's AI button"): no account, so
 * an open recipe-request link stands in for the sign-in, and the limit is the link's. A link's document is named by
 * the SHA-256 of its token (recipes-links' store); a token of no link, or of a used, expired or cancelled one, is
 * refused with the link's own message and counts nothing.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import {
  LINK_MESSAGES,
  RECIPE_LINKS_COLLECTION,
  linkState,
  linkTokenSchema,
  stateMessage,
  type LinkFacts,
} from '../domain/links';
import { storedAs } from '../platform/storedAs';

/** The rate-limit key of an open link's token. */
export async function openLinkCaller(db: Firestore, token: string, now = new Date()): Promise<string> {
  if (!linkTokenSchema.safeParse(token).success) {
    throw new AppError('not-found', LINK_MESSAGES.notFound, { field: 'linkToken' });
  }
  const linkId = createHash('sha256').update(token).digest('hex');
  const link = (
    await db.collection(RECIPE_LINKS_COLLECTION).doc(linkId).withConverter(storedAs<LinkFacts>()).get()
  ).data();
  if (!link) throw new AppError('not-found', LINK_MESSAGES.notFound, { field: 'linkToken' });
  const state = linkState(link, now);
  if (state !== 'open') throw new AppError('failed-precondition', stateMessage(state), { state });
  return `link:${linkId}`;
}
