/**
 * Recalculate counters (spec 002 §2 "Maintenance"; issue 15): every counter a recipe or a profile keeps (views,
 * shares, favorites, comments, ratings, followers, following, recipe count) recounted from the edges the mirror
 * holds, and each document whose counters are off written back through the mirror protocol (writeMirrored: both
 * stores, a new version). A recipe whose rating counts are off gets its whole aggregate rebuilt from its ratings.
 * Run Fix first: the edges are counted in the mirror.
 */
import { CONSISTENCY_ACTIONS_TEXT, RATING_COUNTER_FIELDS } from '../../domain/consistency';
import { AppError } from '../../domain/errors';
import { aggregateOfRatings, type RatingScore } from '../../domain/ratings';
import { versionedDoc, withoutVersion } from '../../platform/mirror/deps';
import { documentPath } from '../../platform/mirror/documentKey';
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

async function ratingAggregate(deps: BackofficeDeps, recipeId: string): Promise<Record<string, number>> {
  const { data, error } = await deps.supabase
    .from('ratings')
    .select('rating, weight, made_it, interest')
    .eq('recipe_id', recipeId);
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
  const aggregate = recount.ratings ? await ratingAggregate(deps, recount.id) : {};
  await writeMirrored(deps, CONSISTENCY_ACTIONS_TEXT.recalculate, async (commit) => {
    const snapshot = await deps.db.doc(documentPath(entity.mapping, recount.id)).get();
    if (!snapshot.exists) return;
    const before = versionedDoc(snapshot);
    const after = { ...withoutVersion(before), ...aggregate, ...recount.fields };
    await commit([{ mapping: entity.mapping, id: recount.id, before, after }]);
  });
}
