/**
 * recipeLinks/{linkId} in Firestore: the token is 32 random bytes (base64url) handed out once; the document's id is
 * its SHA-256, so a token is never a document path and a leaked id (the cook's list, the mirror) opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../domain/errors';
import {
  LINK_LIMITS,
  LINK_MESSAGES,
  RECIPE_LINKS_COLLECTION,
  linkState,
  stateMessage,
  type RecipeLinkDoc,
} from '../../domain/links';
import { recipeLinkMapping } from '../../platform/mirror/mappings';
import { changeOf } from '../../platform/mirror/changes';
import type { VersionedDoc } from '../../platform/mirror/types';
import { readVersioned } from '../store';

export type StoredLink = RecipeLinkDoc & VersionedDoc;

export function newToken(): string {
  return randomBytes(LINK_LIMITS.tokenBytes).toString('base64url');
}

export function linkIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const linksOf = (db: Firestore) => db.collection(RECIPE_LINKS_COLLECTION);

export async function readLink(db: Firestore, linkId: string): Promise<StoredLink | null> {
  return (await readVersioned(db, RECIPE_LINKS_COLLECTION, linkId)) as StoredLink | null;
}

/** The link of a token, or 404 ("Link not found") when there is none. */
export async function linkOfToken(
  db: Firestore,
  token: string,
): Promise<{ linkId: string; link: StoredLink }> {
  const linkId = linkIdOf(token);
  const link = await readLink(db, linkId);
  if (!link) throw new AppError('not-found', LINK_MESSAGES.notFound, { field: 'token' });
  return { linkId, link };
}

/** Throws the state's refusal (409 with details.state) unless the link is open. */
export function assertOpen(link: StoredLink, now: Date): void {
  const state = linkState(link, now);
  if (state !== 'open') throw new AppError('failed-precondition', stateMessage(state), { state });
}

/** A change of recipeLinks/{linkId} for the one mirror write path. */
export const linkChange = changeOf(recipeLinkMapping);
