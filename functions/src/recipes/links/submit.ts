/**
 * A friend's recipe through a link (001 §3 "Shared recipe submission", §7 submit; issue 13 "Receive"). One use,
 * enforced atomically: the link is claimed (usedAt) in its own mirrored commit, whose version precondition lets only
 * one of any number of concurrent submits through; the recipe is then created through recipes-create's own service
 * (mirror first) in the requester's kitchen, private; if that fails the claim is released and the link works again.
 */
import * as logger from 'firebase-functions/logger';
import { AppError } from '../../domain/errors';
import {
  LINK_ACTIONS,
  LINK_MESSAGES,
  type SubmitSharedRecipeAnswer,
  type SubmitSharedRecipeInput,
} from '../../domain/links';
import { recipeOfPublicId } from '../../domain/media/image';
import { RECIPE_MESSAGES } from '../../domain/recipe/messages';
import { withoutVersion } from '../../platform/mirror/deps';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import { createRecipe } from '../create';
import type { LinkDeps } from './service';
import { assertOpen, linkChange, linkOfToken, readLink, type StoredLink } from './store';

/** Images only into the new recipe's folder, each once (the recipe form's rule, with the link's recipe id). */
function assertImagesInFolder(images: SubmitSharedRecipeInput['images'], recipeId: string) {
  const seen = new Set<string>();
  images.forEach((image, index) => {
    if (recipeOfPublicId(image.publicId) !== recipeId || seen.has(image.publicId)) {
      throw new AppError('invalid-argument', RECIPE_MESSAGES.imageValidationFailed, {
        field: `images.${index}.publicId`,
      });
    }
    seen.add(image.publicId);
  });
}

async function setUsed(
  deps: LinkDeps,
  linkId: string,
  usedAt: string | null,
  fromName = '',
): Promise<StoredLink> {
  const action = usedAt ? LINK_ACTIONS.claim : LINK_ACTIONS.release;
  return writeMirrored(deps, action, async (commit) => {
    const link = await readLink(deps.db, linkId);
    if (!link) throw new AppError('not-found', LINK_MESSAGES.notFound, { field: 'token' });
    if (usedAt) assertOpen(link, new Date(usedAt));
    await commit([
      linkChange(linkId, link, { ...withoutVersion(link), usedAt, fromName: usedAt ? fromName : null }),
    ]);
    return link;
  });
}

export async function submitSharedRecipe(
  deps: LinkDeps,
  token: string,
  input: SubmitSharedRecipeInput,
): Promise<SubmitSharedRecipeAnswer> {
  const now = deps.now?.() ?? new Date();
  const { linkId, link: read } = await linkOfToken(deps.db, token);
  assertOpen(read, now);
  assertImagesInFolder(input.images, read.recipeId);

  const link = await setUsed(deps, linkId, now.toISOString(), input.fromName);
  try {
    await createRecipe(deps, link.ownerId, {
      recipeId: link.recipeId,
      recipe: input.recipeData,
      images: input.images,
      botToken: null,
    });
  } catch (error) {
    await setUsed(deps, linkId, null).catch((releaseError: unknown) =>
      logger.error('A recipe link stays claimed after a failed create', {
        linkId,
        error: String(releaseError),
      }),
    );
    throw error;
  }
  return { recipeId: link.recipeId, message: LINK_MESSAGES.submitted };
}
