/**
 * The ratings group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts): the recipe's ratings,
 * mirror first, in batches (no aggregate moves: the recipe is gone), then the cooks' photos on the image host.
 */
import { RATINGS_SUBCOLLECTION, storedPhoto } from '../domain/ratings';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { BATCH, chunks } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { versionedDoc } from '../platform/mirror/deps';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { ratingMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { recipePath } from './access';
import { dropImage } from './photos';

registerRecipeCleanup({
  name: 'ratings',
  async run(deps, { id: recipeId }) {
    const found = await deps.db.collection(`${recipePath(recipeId)}/${RATINGS_SUBCOLLECTION}`).get();
    for (const group of chunks(found.docs, BATCH)) {
      await writeMirrored(deps, RECIPE_ACTIONS.delete, (commit) =>
        commit(
          group.map((doc) => ({
            mapping: ratingMapping,
            id: subcollectionKey(recipeId, doc.id),
            before: versionedDoc(doc),
            after: null,
          })),
        ),
      );
    }
    for (const doc of found.docs) await dropImage(deps, storedPhoto(doc.get('photo'))?.publicId ?? null);
    return found.size;
  },
});
