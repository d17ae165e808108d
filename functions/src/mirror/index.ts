/**
 * The `mirror` group: one reconciler trigger per mirrored collection (deploys as mirror-on<Entity>Written).
 * A new mirrored entity adds its MirrorMapping here.
 */
import { categoryMapping } from '../admin/categories/mapping';
import { dietaryOptionMapping } from '../admin/dietary/mapping';
import { contentMapping } from '../content/mapping';
import { recipeMapping } from '../recipes/mapping';
import { tagMapping } from '../tags/mapping';
import { profileMapping } from '../users/mapping';
import { mirrorTrigger } from './trigger';

export const onCategoryWritten = mirrorTrigger(categoryMapping);
export const onDietaryOptionWritten = mirrorTrigger(dietaryOptionMapping);
export const onContentWritten = mirrorTrigger(contentMapping);
export const onProfileWritten = mirrorTrigger(profileMapping);
export const onRecipeWritten = mirrorTrigger(recipeMapping);
export const onTagWritten = mirrorTrigger(tagMapping);
