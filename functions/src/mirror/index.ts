/**
 * The `mirror` group: one reconciler trigger per mirrored collection (deploys as mirror-on<Entity>Written).
 * A new mirrored entity declares its MirrorMapping in platform/mirror/mappings and its trigger here.
 */
import {
  categoryMapping,
  collectionMapping,
  contentMapping,
  dietaryOptionMapping,
  profileMapping,
  recipeMapping,
  tagMapping,
} from '../platform/mirror/mappings';
import { mirrorTrigger } from '../platform/mirror/trigger';

export const onCategoryWritten = mirrorTrigger(categoryMapping);
export const onDietaryOptionWritten = mirrorTrigger(dietaryOptionMapping);
export const onContentWritten = mirrorTrigger(contentMapping);
export const onProfileWritten = mirrorTrigger(profileMapping);
export const onRecipeWritten = mirrorTrigger(recipeMapping);
export const onTagWritten = mirrorTrigger(tagMapping);
export const onCollectionWritten = mirrorTrigger(collectionMapping);
