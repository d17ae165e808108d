/**
 * The MirroredChanges a recipe write is made of, built in one place: the recipe itself and its author's recipeCount
 * (spec 000 §4: create and delete move the count in the same commit).
 */
import { changeOf, counterChange } from '../platform/mirror/changes';
import { profileMapping, recipeMapping } from '../platform/mirror/mappings';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';

export const recipeChange = changeOf(recipeMapping);

/** users/{uid}.recipeCount moved by `delta` (never below 0). */
export const recipeCountChange = (uid: string, profile: VersionedDoc, delta: 1 | -1): MirroredChange =>
  counterChange(profileMapping, uid, profile, 'recipeCount', delta);
