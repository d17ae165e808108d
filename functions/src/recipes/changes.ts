/**
 * The MirroredChanges a recipe write is made of, built in one place: the recipe itself and its author's recipeCount
 * (spec 000 §4: create and delete move the count in the same commit).
 */
import { withoutVersion } from '../platform/mirror/deps';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { profileMapping } from '../platform/mirror/mappings';
import { recipeMapping } from '../platform/mirror/mappings';

export function recipeChange(
  id: string,
  before: VersionedDoc | null,
  after: Record<string, unknown> | null,
): MirroredChange {
  return { mapping: recipeMapping, id, before, after };
}

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

/** users/{uid}.recipeCount moved by `delta` (never below 0). */
export function recipeCountChange(uid: string, profile: VersionedDoc, delta: 1 | -1): MirroredChange {
  return {
    mapping: profileMapping,
    id: uid,
    before: profile,
    after: { ...withoutVersion(profile), recipeCount: Math.max(0, countOf(profile.recipeCount) + delta) },
  };
}
