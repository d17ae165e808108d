/**
 * Recalculate counters (spec 002 §2 "Maintenance"; issue 15): every counter a recipe or a profile keeps (views,
 * shares, favorites, comments, ratings, followers, following, recipe count) recounted from the edges the mirror
 * holds, and each document whose counters are off written back through the mirror protocol (writeMirrored: both
 * stores, a new version). A recipe whose rating counts are off gets its whole aggregate rebuilt from its family's
 * ratings (kept under the family's key, decision 0073), written to every member of the family in one mirrored commit
 * as every write of the family's counters is. Run Fix first: the edges are counted in the mirror.
 */
import { CONSISTENCY_ACTIONS_TEXT, RATING_COUNTER_FIELDS } from '../../domain/consistency';
import { AppError } from '../../domain/errors';
import { aggregateOfRatings, type RatingScore } from '../../domain/ratings';
import { versionedDoc, withoutVersion } from '../../platform/mirror/deps';
import { documentPath } from '../../platform/mirror/documentKey';
import { recipeMapping } from '../../platform/mirror/mappings';
import { familyChanges, readFamily } from '../../platform/recipeFamily';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import type { BackofficeDeps } from '../deps';
import { COUNTED_ENTITIES, inspect, type CountedEntity, type InspectOptions } from './inspect';

interface Recount {
  readonly id: string;
  readonly fields: Record<string, number>;
  readonly ratings: boolean;
}

export async function recalculateCounters(
  deps: BackofficeDeps,
  options: InspectOptions = {},
): Promise<number> {
  let written = 0;
  for (const entity of COUNTED_ENTITIES) {
    const inspection = await inspect(deps, entity.mapping, options);
    for (const issue of inspection.counterIssues ?? []) {
      const off = issue.issues.filter((value) => value.firebase !== value.expected);
      if (off.length === 0) continue;
      const recount: Recount = {
        id: issue.recipeId ?? issue.userId ?? '',
        fields: Object.fromEntries(off.map((value) => [value.field, value.expected])),
        ratings: off.some((value) => RATING_COUNTER_FIELDS.includes(value.field)),
      };
      await writeRecount(deps, entity, recount);
      written += 1;
    }
  }
  return written;
}

/** The rating aggregate of a family, rebuilt from the ratings kept under its key (`familyKeyOf`). */
async function ratingAggregate(deps: BackofficeDeps, familyKey: string): Promise<Record<string, number>> {
  const { data, error } = await deps.supabase
    .from('ratings')
    .select('rating, weight, made_it, interest')
    .eq('recipe_id', familyKey);
  if (error) throw new AppError('unavailable', error.message);
  const scores = (data ?? []).map((row): RatingScore => ({
    rating: Number(row.rating),
    weight: Number(row.weight),
    madeIt: row.made_it === true,
    interest: (row.interest ?? null) as RatingScore['interest'],
  }));
  return { ...aggregateOfRatings(scores) };
}

async function writeRecount(deps: BackofficeDeps, entity: CountedEntity, recount: Recount): Promise<void> {
  if (entity.mapping === recipeMapping && recount.ratings) return writeFamilyRatings(deps, recount);
  await writeMirrored(deps, CONSISTENCY_ACTIONS_TEXT.recalculate, async (commit) => {
    const snapshot = await deps.db.doc(documentPath(entity.mapping, recount.id)).get();
    if (!snapshot.exists) return;
    const before = versionedDoc(snapshot);
    const after = { ...withoutVersion(before), ...recount.fields };
    await commit([{ mapping: entity.mapping, id: recount.id, before, after }]);
  });
}

/**
 * The family's rating aggregate rebuilt and given to every member (a family field), the recipe's other recounted
 * fields to it alone, in one mirrored commit; read again on a retry, as a rating's write is.
 */
async function writeFamilyRatings(deps: BackofficeDeps, recount: Recount): Promise<void> {
  await writeMirrored(deps, CONSISTENCY_ACTIONS_TEXT.recalculate, async (commit) => {
    const { family } = await readFamily(deps.db, recount.id);
    if (!family) return;
    const aggregate = await ratingAggregate(deps, family.key);
    const changes = familyChanges(family, aggregate).map((change) =>
      change.id === recount.id ? { ...change, after: { ...change.after, ...recount.fields } } : change,
    );
    await commit(changes);
  });
}
