/**
 * Rate a recipe (spec 001 §4 "Rating flow"): the user's rating (recipes/{id}/ratings/{uid}), the recipe's
 * aggregate and their mirror rows as one mirrored commit, mirror first (writeMirrored): if the mirror refuses,
 * nothing is saved and the caller gets the spec's busy or connection text ("Unable to save rating: …"), the
 * spec's rollback done before anything was written. Rating again replaces the rating: the aggregate takes the old
 * one out and the new one in, so it never drifts. Many raters of one recipe conflict on its version and are redone
 * from a fresh read, with spread-out pauses (HOT_DOCUMENT_WRITE). An author does not rate their own recipe.
 * A rating of a version is the family's (decision 0073): kept under the original's id, the aggregate computed from
 * the original's and written to every member in the same commit, so raters of two versions conflict on the original.
 */
import { AppError } from '../domain/errors';
import {
  applyRating,
  aggregateOf,
  assertNotOwnRecipe,
  isOwnPhoto,
  nextPhoto,
  RATING_ACTIONS,
  RATING_MESSAGES,
  storedPhoto,
  scoreOf,
  weightOf,
  type RateInput,
  type RatingDoc,
  type RatingScore,
} from '../domain/ratings';
import type { RateResult } from '../domain/contracts';
import { nowIso, versionedDoc } from '../platform/mirror/deps';
import { ratingMapping } from '../platform/mirror/mappings';
import { familyChanges, readFamily } from '../platform/recipeFamily';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { HOT_DOCUMENT_WRITE, writeMirrored } from '../platform/mirror/writeMirrored';
import { assertReadable, recipePath } from './access';
import type { RatingsDeps } from './deps';
import { dropImage } from './photos';
import { publicSummary, viewOf } from './views';

export const ratingPath = (recipeId: string, uid: string) => `${recipePath(recipeId)}/ratings/${uid}`;

const scoreFrom = (doc: Record<string, unknown>): RatingScore => ({
  madeIt: doc.madeIt === true,
  rating: typeof doc.rating === 'number' ? doc.rating : 0,
  weight: typeof doc.weight === 'number' ? doc.weight : weightOf(doc.madeIt === true),
  interest: doc.madeIt === true ? null : ((doc.interest as RatingScore['interest']) ?? null),
});

/** `admit` runs once every check has passed, right before the write (the handler's rate limit). */
export async function rateRecipe(
  deps: Omit<RatingsDeps, 'supabase'>,
  uid: string,
  input: RateInput,
  admit: () => Promise<void> = async () => undefined,
): Promise<RateResult> {
  if (input.photo && !isOwnPhoto(input.photo, uid))
    throw new AppError('permission-denied', RATING_MESSAGES.notYourPhoto, { field: 'photo' });
  let admitted = false;
  let dropped: string | null = null;
  const result = await writeMirrored(
    deps,
    RATING_ACTIONS.rate,
    async (commit) => {
      const {
        family,
        companions: [ratingSnap],
      } = await readFamily(deps.db, input.recipeId, (key) => [deps.db.doc(ratingPath(key, uid))]);
      await assertReadable(deps.db, uid, family?.asked.doc);
      if (!family) throw new AppError('not-found', RATING_MESSAGES.recipeNotFound);
      assertNotOwnRecipe(uid, family.asked.doc);
      if (!admitted) {
        await admit();
        admitted = true;
      }
      const old = ratingSnap?.exists ? versionedDoc(ratingSnap) : null;
      const at = nowIso(deps);
      const change = nextPhoto(input.madeIt, input.photo, storedPhoto(old?.photo));
      dropped = change.dropped;
      const doc: RatingDoc = {
        userId: uid,
        madeIt: input.madeIt,
        rating: scoreOf(input),
        weight: weightOf(input.madeIt),
        feedback: input.feedback ?? (typeof old?.feedback === 'string' ? old.feedback : ''),
        interest: input.madeIt ? null : (input.interest ?? null),
        photo: change.photo,
        hasPhoto: change.photo !== null,
        timestamp: at,
        createdAt: typeof old?.createdAt === 'string' ? old.createdAt : at,
        updatedAt: at,
      };
      const aggregate = applyRating(aggregateOf(family.original.doc), old ? scoreFrom(old) : null, doc);
      await commit([
        { mapping: ratingMapping, id: subcollectionKey(family.key, uid), before: old, after: { ...doc } },
        ...familyChanges(family, { ...aggregate }),
      ]);
      return { rating: viewOf({ ...doc }), aggregate: publicSummary(aggregate) };
    },
    HOT_DOCUMENT_WRITE,
  );
  await dropImage(deps, dropped);
  return result;
}
