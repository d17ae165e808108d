/**
 * Asking for a recipe (001 §2 "Ask for a Recipe", §7 generate; issue 13): the cook's link, their list and its
 * cancelling. Every write goes through the one mirror write path (writeMirrored).
 */
import { AppError } from '../../domain/errors';
import {
  LINK_ACTIONS,
  LINK_LIMITS,
  LINK_MESSAGES,
  expiresAtFrom,
  linkState,
  type GenerateLinkInput,
  type OwnLink,
  type RecipeLink,
  type RecipeLinkDoc,
  type RecipeLinkInfo,
} from '../../domain/links';
import { RECIPES_COLLECTION } from '../../domain/recipe/types';
import { withoutVersion } from '../../platform/mirror/deps';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import type { RecipesDeps } from '../deps';
import { readProfile } from '../store';
import { linkChange, linkIdOf, linkOfToken, linksOf, newToken, readLink } from './store';
import { storedAs } from '../../platform/storedAs';

export type LinkDeps = Pick<RecipesDeps, 'db' | 'mirror' | 'now' | 'beforeCommit'>;

const clock = (deps: Pick<LinkDeps, 'now'>) => deps.now?.() ?? new Date();

export const sharePath = (token: string) => `/share/${token}`;

export async function generateLink(
  deps: LinkDeps,
  uid: string,
  input: GenerateLinkInput,
  origin: string,
): Promise<RecipeLink> {
  const now = clock(deps);
  const token = newToken();
  const linkId = linkIdOf(token);
  const open = await openLinksOf(deps, uid, now);
  if (open >= LINK_LIMITS.maxOpenPerOwner)
    throw new AppError('resource-exhausted', LINK_MESSAGES.tooManyOpen);
  const doc = await writeMirrored(deps, LINK_ACTIONS.generate, async (commit) => {
    const profile = await readProfile(deps.db, uid);
    if (!profile) throw new AppError('not-found', LINK_MESSAGES.notAuthenticated);
    const after: RecipeLinkDoc = {
      ownerId: uid,
      ownerName: typeof profile.displayName === 'string' ? profile.displayName : '',
      message: input.customMessage,
      createdAt: now.toISOString(),
      expiresAt: expiresAtFrom(now),
      usedAt: null,
      revokedAt: null,
      // the recipe's id is reserved now: the friend's images go to recipes/{recipeId} before the recipe exists
      recipeId: deps.db.collection(RECIPES_COLLECTION).doc().id,
    };
    await commit([linkChange(linkId, null, { ...after })]);
    return after;
  });
  return {
    success: true,
    linkId,
    shareUrl: `${origin}${sharePath(token)}`,
    expiresAt: doc.expiresAt,
    customMessage: doc.message,
  };
}

async function ownLinks(deps: LinkDeps, uid: string) {
  const found = await linksOf(deps.db)
    .withConverter(storedAs<RecipeLinkDoc>())
    .where('ownerId', '==', uid)
    .get();
  return found.docs.map((snapshot) => ({ id: snapshot.id, link: snapshot.data() }));
}

async function openLinksOf(deps: LinkDeps, uid: string, now: Date) {
  return (await ownLinks(deps, uid)).filter(({ link }) => linkState(link, now) === 'open').length;
}

/** The cook's links, newest first: the open ones to cancel, the used ones to find their recipe. */
export async function myLinks(deps: LinkDeps, uid: string): Promise<{ links: OwnLink[] }> {
  const now = clock(deps);
  const links = (await ownLinks(deps, uid))
    .map(({ id, link }): OwnLink => {
      const state = linkState(link, now);
      return {
        linkId: id,
        customMessage: link.message,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
        state,
        recipeId: state === 'used' ? link.recipeId : null,
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { links };
}

/** The owner cancels an open link (ours: the spec has no revoke; a link sent to the wrong person needs one). */
export async function revokeLink(deps: LinkDeps, uid: string, linkId: string): Promise<{ success: true }> {
  const now = clock(deps);
  await writeMirrored(deps, LINK_ACTIONS.revoke, async (commit) => {
    const link = await readLink(deps.db, linkId);
    if (!link) throw new AppError('not-found', LINK_MESSAGES.notFound, { field: 'linkId' });
    if (link.ownerId !== uid) throw new AppError('permission-denied', LINK_MESSAGES.notYourLink);
    const state = linkState(link, now);
    if (state === 'revoked') return;
    if (state !== 'open') throw new AppError('failed-precondition', LINK_MESSAGES[state], { state });
    await commit([linkChange(linkId, link, { ...withoutVersion(link), revokedAt: now.toISOString() })]);
  });
  return { success: true };
}

/** 001 §3 "Recipe link info" for the public page: valid only while open; the state names the heading to show. */
export async function linkInfo(deps: LinkDeps, token: string): Promise<RecipeLinkInfo & { error?: string }> {
  const now = clock(deps);
  const { linkId, link } = await linkOfToken(deps.db, token);
  const state = linkState(link, now);
  const open = state === 'open';
  return {
    linkId,
    customMessage: link.message,
    ownerName: link.ownerName,
    expiresAt: link.expiresAt,
    valid: open,
    state,
    recipeId: open ? link.recipeId : null,
    ...(open ? {} : { error: LINK_MESSAGES[state] }),
  };
}
