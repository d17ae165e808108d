/**
 * A demo recipe request for `npm start` (issue 13): the demo cook's open link, made through recipes-links' own
 * service (mirror first). Its token exists only where it was handed out, so the seed keeps it in the stack's state
 * and reuses it while the link is open; a used, expired or cancelled one is replaced by a new link.
 */
import { linkState } from '../domain/links';
import type { ServiceDeps } from '../platform/mirror/deps';
import { generateLink } from '../recipes/links/service';
import { linkIdOf, readLink } from '../recipes/links/store';

export const DEMO_LINK_MESSAGE = 'Could you send me your shakshuka recipe? I want to cook it this weekend.';

export async function ensureDemoLink(
  deps: ServiceDeps,
  cookUid: string,
  knownToken: string | null,
): Promise<{ token: string; created: boolean }> {
  if (knownToken) {
    const link = await readLink(deps.db, linkIdOf(knownToken));
    if (link && link.ownerId === cookUid && linkState(link, deps.now?.() ?? new Date()) === 'open') {
      return { token: knownToken, created: false };
    }
  }
  const { shareUrl } = await generateLink(deps, cookUid, { customMessage: DEMO_LINK_MESSAGE }, '');
  return { token: shareUrl.slice(shareUrl.lastIndexOf('/') + 1), created: true };
}
